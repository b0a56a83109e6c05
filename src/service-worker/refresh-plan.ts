import { API_PATHS } from '@shared/api-paths';
import { apiPathRegExp } from '@shared/api-path-patterns';
import { pathOf, type ChangeFeed } from '@shared/content-changes';
import type { NewArticle } from '@shared/pwa/messages';
import { API_READS_CACHE, PAGES_CACHE } from '@shared/pwa/offline-caches';

/** What the service worker acted on last: the feed's version and the public pages it listed. */
export type KnownContent = { version: number; paths: string[] };

export type CachedEntry = { cacheName: string; url: string };
/** `fetchUrl` differs from `url` by `?v=<version>`, so no shared cache answers with the copy from before. */
export type Refresh = CachedEntry & { fetchUrl: string };

export type RefreshPlan = { refresh: Refresh[]; remove: CachedEntry[]; announce: NewArticle[] };

export const NOTHING_TO_DO: RefreshPlan = { refresh: [], remove: [], announce: [] };

/** The query parameter that keys an API read or page to the content version it must be at least as new as. */
export const VERSION_PARAM = 'v';

const LIST_READS = [API_PATHS.blogs, API_PATHS.locationPages].map(apiPathRegExp);
const ID_READS = [API_PATHS.blog, API_PATHS.locationPage].map(apiPathRegExp);
const SLUG_READS = [
  { kind: 'blog', pattern: apiPathRegExp(API_PATHS.blogBySlug) },
  { kind: 'location-page', pattern: apiPathRegExp(API_PATHS.locationPageBySlug) },
] as const;
const PAGE_PREFIXES = [
  { kind: 'blog', prefix: pathOf('blog', '') },
  { kind: 'location-page', prefix: pathOf('location-page', '') },
] as const;

/** A public read of blogs or location pages (a list, by id, by slug): what the change feed can make stale. */
export function isContentRead(pathname: string): boolean {
  return [...LIST_READS, ...ID_READS, ...SLUG_READS.map(({ pattern }) => pattern)].some((p) => p.test(pathname));
}

/** A URL with `v=<version>` set, for the request only (the cache keeps the URL without it). */
export function withVersion(url: string, version: number): string {
  const parsed = new URL(url);
  parsed.searchParams.set(VERSION_PARAM, String(version));
  return parsed.href;
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((item) => set.has(item));
};

/**
 * Given the feed's answer, what the service worker last acted on, and the URLs in its caches: which cached copies to
 * fetch again, which to drop, and which blogs to announce as new. Pure, so the rules are tested without a browser.
 * - A kept blog or location page that changed (or every one, when the feed had more than it lists) is fetched again;
 *   one that was public and no longer is (deleted, unpublished) is dropped.
 * - The kept list reads (the articles list's GET /blogs, …) and reads by id are fetched again whenever anything
 *   changed; a read by slug of a record no longer public is dropped.
 * - A blog is new when it was not among the public pages last time (an edit is not news).
 */
export function planRefresh(
  feed: ChangeFeed,
  known: KnownContent,
  cached: { pages: readonly string[]; apiReads: readonly string[] },
): RefreshPlan {
  if (feed.version === known.version && sameSet(feed.paths, known.paths)) return NOTHING_TO_DO;
  const live = new Set(feed.paths);
  const wasLive = new Set(known.paths);
  const changed = new Set(feed.changes.map((change) => change.path));
  const refresh: Refresh[] = [];
  const remove: CachedEntry[] = [];
  const fetchAgain = (cacheName: string, url: string) =>
    refresh.push({ cacheName, url, fetchUrl: withVersion(url, feed.version) });

  for (const url of cached.pages) {
    const { pathname } = new URL(url);
    const page = PAGE_PREFIXES.find(({ prefix }) => pathname.startsWith(prefix));
    if (!page) continue;
    // Bundled articles share /article/ but are never in the feed: only a page the feed once listed is dropped.
    if (!live.has(pathname)) {
      if (wasLive.has(pathname) || page.kind === 'location-page') remove.push({ cacheName: PAGES_CACHE, url });
    } else if (feed.more || changed.has(pathname)) fetchAgain(PAGES_CACHE, url);
  }

  for (const url of cached.apiReads) {
    const { pathname } = new URL(url);
    if (LIST_READS.some((pattern) => pattern.test(pathname)) || ID_READS.some((p) => p.test(pathname))) {
      fetchAgain(API_READS_CACHE, url);
      continue;
    }
    const bySlug = SLUG_READS.find(({ pattern }) => pattern.test(pathname));
    if (!bySlug) continue;
    const slug = decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '');
    const path = pathOf(bySlug.kind, slug);
    if (!live.has(path)) remove.push({ cacheName: API_READS_CACHE, url });
    else if (feed.more || changed.has(path)) fetchAgain(API_READS_CACHE, url);
  }

  const announce = feed.changes
    .filter((change) => change.kind === 'blog' && !wasLive.has(change.path))
    .map(({ title, path }) => ({ title, path }));
  return { refresh, remove, announce };
}
