/**
 * Request paths, read without regular expressions: a path is request data of up to ~16 kB (what Node accepts), and
 * a pattern such as /(.)\/+$/ backtracks on every start position of a long run of slashes followed by another
 * character (16 kB of them cost ~490 ms of CPU). These loops look at each character once.
 */

const SLASH = 0x2f;

/** `/a/b///` is `/a/b`; the root stays `/` (and a path of slashes only is the root). */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === SLASH) end--;
  return end === path.length ? path : path.slice(0, end);
}

/** The one segment after `prefix` (`/article/` → the slug), or null when the path has another shape. */
export function segmentAfter(path: string, prefix: string): string | null {
  if (!path.startsWith(prefix) || path.length === prefix.length) return null;
  return path.indexOf('/', prefix.length) === -1 ? path.slice(prefix.length) : null;
}
