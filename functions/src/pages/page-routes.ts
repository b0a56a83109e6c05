import { isAppShellPath, SHARED_PATHS } from '@shared/site-paths';
import { segmentAfter } from '../core/url-path';

/** What the `pages` function does with a path (Hosting serves every prerendered file before it gets here). */
export type PageRoute =
  | { kind: 'location-page'; slug: string }
  | { kind: 'blog'; slug: string }
  | { kind: 'sitemap' }
  | { kind: 'search' }
  | { kind: 'app-shell' }
  | { kind: 'route' };

/** Longer paths are not addresses of this site: a 404 without rendering anything from them. */
export const MAX_PATH_LENGTH = 512;

/**
 * The whole request target (path and query) the function reads at all; a longer one is refused (414) before it is
 * parsed. Room for the longest path above and a query of campaign parameters (utm_*, fbclid, gclid).
 */
export const MAX_TARGET_LENGTH = 2048;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * `/location/{slug}` and `/article/{slug}` name one record (a bundled article's file is served before this);
 * `/login` and `/admin…` are rendered in the browser; everything else is rendered from the route table.
 * A slug that cannot be one (any other character, an encoded slash) still takes its record's route, where it
 * finds no record and answers 404.
 */
export function pageRouteOf(path: string): PageRoute {
  if (path === '/sitemap.xml') return { kind: 'sitemap' };
  if (path === SHARED_PATHS.search) return { kind: 'search' };
  if (isAppShellPath(path)) return { kind: 'app-shell' };
  // String scans, not a pattern: the path is request data (core/url-path.ts).
  const location = segmentAfter(path, '/location/');
  if (location !== null) return { kind: 'location-page', slug: decodeSegment(location) ?? '' };
  const article = segmentAfter(path, '/article/');
  if (article !== null) return { kind: 'blog', slug: decodeSegment(article) ?? '' };
  return { kind: 'route' };
}
