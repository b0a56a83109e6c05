/**
 * The files the web build writes beside its server bundle (functions/ssr/) for the `pages` function, which
 * renders blogs, location pages, 404s and the sitemap on request (decision 0011).
 */
/**
 * The record a server-rendered blog or location page was rendered from, or null for a slug that has none (the
 * page answered 404 with the not-found view); for `search`, the query (as slug) and its results; embedded in the page for hydration (src/rendering/preloaded-record.tsx).
 */
export type PreloadedRecord = { kind: 'blog' | 'location-page' | 'search'; slug: string; record: unknown };

export const SSR_FILES = {
  /** The server build of src/entry-server.tsx (ES module, self-contained). */
  entry: 'entry-server.mjs',
  /** The client build's index.html with its scripts started after the first paint, as prerendered pages have. */
  pageTemplate: 'page-template.html',
  /** The client build's index.html as built: rendered in the browser (sign-in, the admin portal). */
  appShell: 'app-shell.html',
  /** The browser's route table as the server answers it: every page (lastmod, indexed) and the redirects. */
  routeTable: 'route-table.json',
  /** The maintenance page (decision 0029), the same as dist/maintenance.html: answered with a 503 while it is on. */
  maintenancePage: 'maintenance.html',
} as const;
