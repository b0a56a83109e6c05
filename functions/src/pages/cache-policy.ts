/**
 * The Cache-Control of the `pages` function's answers. A module of its own, with no imports, so the Hosting config
 * generator (tools/scripts/hosting-config.ts) gives firebase.json's rules for prerendered pages the same policy without
 * loading the function.
 */

/**
 * Public pages: browsers revalidate every load (cheap, with the ETag); the CDN keeps a copy 5 minutes and may
 * serve it 5 more while it fetches a fresh one, so an edit or a deletion shows within 10 minutes at most.
 * firebase.json gives the prerendered articles the same header (decision 0011).
 */
export const PUBLIC_HTML_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=300';
/** Sign-in and the admin portal: never kept by a shared cache. */
export const PRIVATE_HTML_CACHE = 'private, no-cache';
/**
 * Every 404, whether or not a hidden record (a draft, a scheduled post, one in the trash) holds the address: one
 * policy, so the header tells nothing about unannounced posts. The CDN may keep it a minute, no more, and serves no
 * stale copy, so a record published under that address shows within 60 s.
 */
export const NOT_FOUND_CACHE = 'public, max-age=0, s-maxage=60';
