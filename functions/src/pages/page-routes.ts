import { isAppShellPath } from '../../../src/shared/site-paths';

/** What the `pages` function does with a path (Hosting serves every prerendered file before it gets here). */
export type PageRoute =
  | { kind: 'location-page'; slug: string }
  | { kind: 'blog'; slug: string }
  | { kind: 'sitemap' }
  | { kind: 'app-shell' }
  | { kind: 'route' };

/** Longer paths are not addresses of this site: a 404 without rendering anything from them. */
export const MAX_PATH_LENGTH = 512;

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
  if (isAppShellPath(path)) return { kind: 'app-shell' };
  const record = /^\/(location|article)\/([^/]+)$/.exec(path);
  if (record) {
    const slug = decodeSegment(record[2] ?? '') ?? '';
    return record[1] === 'location' ? { kind: 'location-page', slug } : { kind: 'blog', slug };
  }
  return { kind: 'route' };
}
