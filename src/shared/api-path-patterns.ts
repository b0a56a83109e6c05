import { API_PATHS, type ApiPattern } from './api-paths.ts';

// Patterns over the API's paths, for the service worker and the dev server (not the pages: they only build URLs,
// and a computed list here would ride along in every page's first load).

/**
 * The first segments every endpoint starts with (`/api`, `/blogs`, `/blog`): what Hosting rewrites to the `api`
 * function, the dev server proxies to it, and the service worker never answers as a page.
 */
export const API_PREFIXES: readonly string[] = [
  ...new Set(Object.values(API_PATHS).map((path) => `/${path.split('/')[1]}`)),
];

/** A pattern as a regular expression over a pathname: each `:name` is one segment; a trailing slash is allowed. */
export function apiPathRegExp(pattern: ApiPattern): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return new RegExp(`^${source}\\/?$`);
}
