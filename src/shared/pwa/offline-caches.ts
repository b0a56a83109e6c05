/**
 * Names and rules shared by the service worker (src/service-worker) and the pages that report what is
 * available offline. The service worker bundles it: it imports only the API's paths, which import nothing.
 */
import { API_PREFIXES, apiPathRegExp } from '../api-path-patterns';
import { API_PATHS } from '../api-paths';

/** Pages opened while online that are not precached (server-rendered blogs and location pages), kept for offline reading. */
export const PAGES_CACHE = 'clinic-pages-v1';
/** Public API reads (blogs, location pages, categories), network-first with this cache as the fallback. */
export const API_READS_CACHE = 'clinic-api-reads-v1';
export const IMAGES_CACHE = 'clinic-images-v1';
/** Hashed build files that are not precached (fetched on demand), kept once seen. */
export const ASSETS_CACHE = 'clinic-assets-v1';
/** The change feed's last answer that the service worker acted on (decision 0027): its version and live paths. */
export const CONTENT_FEED_CACHE = 'clinic-content-feed-v1';

/** The prerendered page shown for a navigation that can be neither fetched nor found in a cache. */
export const OFFLINE_PAGE_URL = '/offline.html';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Navigations the service worker never answers (workbox's `navigateFallbackDenylist`): the documented
 * HTTP API (every prefix of API_PATHS: `/api/…`, `/blogs`, `/blog/…`) and Firebase's reserved `/__/` URLs.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  ...API_PREFIXES.map((prefix) => new RegExp(`^${escape(prefix)}(\\/|$)`)),
  /^\/__\//,
];

/** Navigations fetched from the network only, never cached: signed-in screens, and action links (one-time codes). */
export const NETWORK_ONLY_NAVIGATIONS: readonly RegExp[] = [
  /^\/admin(\/|$)/,
  /^\/login(\/|$)/,
  /^\/account\/action(\/|$)/,
  // Review links carry a secret (decision 0023): never kept in the pages cache.
  /^\/review\//,
];

/** Public API reads that may be cached for offline reading (GET without credentials only), from API_PATHS. */
export const CACHEABLE_API_READS: readonly RegExp[] = [
  API_PATHS.blogs,
  API_PATHS.blog,
  API_PATHS.blogBySlug,
  API_PATHS.locationPages,
  API_PATHS.locationPage,
  API_PATHS.locationPageBySlug,
  API_PATHS.categories,
  API_PATHS.searchDocuments,
].map(apiPathRegExp);

/** Wait this long for the network before answering an API read or a page from the cache. */
export const NETWORK_TIMEOUT_SECONDS = 4;

export function isCacheableApiRead(pathname: string): boolean {
  if (pathname.includes('/slug-available/') || pathname.endsWith('/create')) return false;
  return CACHEABLE_API_READS.some((pattern) => pattern.test(pathname));
}
