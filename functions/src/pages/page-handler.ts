import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from 'firebase-functions/logger';
import { REVIEW_PATH_PREFIX } from '@shared/site-paths';
import { clientAddressOf, type ClientAddress } from '../core/client-address';
import type { RateLimit } from '../core/rate-limit';
import { DataUnavailableError, RateLimitedError } from '../data/errors';
import { enforceRateLimit } from '../data/rate-limits';
import { useFirestoreTransport, withFirestoreTransport } from '../data/firestore';
import { trimTrailingSlashes } from '../core/url-path';
import { getPublicBlog, getPublicLocationPage, listPublicPages, movedPathOf } from './page-records';
import { MAX_PATH_LENGTH, MAX_TARGET_LENGTH, pageRouteOf, type PageRoute } from './page-routes';
import { sitemapXml } from './sitemap';
import { canonicalSearch, searchPageData } from './search-results';
import { loadSsrBundle, ssrDir, type PreloadedRecord, type SsrBundle } from './ssr-bundle';
import { isMaintenanceOn } from '../maintenance/maintenance-store';
import { MAINTENANCE_HEADERS, maintenancePageHtml } from '../maintenance/maintenance-page';
import { NOT_FOUND_CACHE, PRIVATE_HTML_CACHE, PUBLIC_HTML_CACHE } from './cache-policy';
import { withSourceStack } from '../core/source-stack';

export { NOT_FOUND_CACHE, PRIVATE_HTML_CACHE, PUBLIC_HTML_CACHE } from './cache-policy';

// This function reads Firestore over REST (decision 0018): its first page request then loads neither gRPC nor its
// proto loader, about 160 ms of CPU less on a cold start. Everything it does is a read, but for the search page's
// rate limit, a contended transaction, which stays on gRPC (searchPage). FIRESTORE_PREFER_REST=false turns it off.
useFirestoreTransport('rest');

/**
 * An old address of a renamed record: a 301 the CDN keeps 5 minutes and browsers do not keep, because another
 * record may take the address later and must then be served there (decision 0024).
 */
export const MOVED_CACHE = 'public, max-age=0, s-maxage=300';

/** A search address spelled another way: its normalised form, the same for ever, so kept long. */
export const SEARCH_REDIRECT_CACHE = 'public, max-age=300, s-maxage=86400';

/**
 * Searches that reach the server per visitor (and, looser, per edge address; decision 0012): a reader who searches
 * again and again stays far below it; a script that walks queries past the CDN stops there.
 */
export const SEARCH_PAGE_LIMIT: RateLimit = { name: 'search-page', max: 30, windowMs: 5 * 60_000, edgeMax: 300 };

type Page = { status: number; body: string; contentType: string; cache: string; location?: string };

const html = (status: number, body: string, cache = PUBLIC_HTML_CACHE): Page => ({
  status,
  body,
  contentType: 'text/html; charset=utf-8',
  cache,
});

type RecordPage = PreloadedRecord & { kind: 'blog' | 'location-page' };

async function renderRecordPage(ssr: SsrBundle, path: string, preloaded: RecordPage): Promise<Page> {
  // An old address of a renamed record answers before anything is rendered.
  const moved = preloaded.record ? null : await movedPathOf(preloaded.kind, preloaded.slug);
  if (moved) return { ...html(301, '', MOVED_CACHE), location: moved };
  const { html: document } = await ssr.entry.renderDocument(ssr.pageTemplate, path, preloaded);
  if (preloaded.record) return html(200, document);
  // No public record: the page's own not-found view, with noindex, and an honest 404, cached like any other.
  return html(404, document, NOT_FOUND_CACHE);
}

async function pageFor(path: string, url: URL, from: ClientAddress): Promise<Page> {
  const route = pageRouteOf(path);
  // A record page reads its record while the server build loads (the first request of an instance loads both):
  // Firestore's round trips, and in production its first access token, overlap the build's reading and compiling.
  if (route.kind === 'location-page') {
    const [ssr, record] = await Promise.all([loadSsrBundle(), getPublicLocationPage(route.slug)]);
    return renderRecordPage(ssr, path, { kind: 'location-page', slug: route.slug, record });
  }
  if (route.kind === 'blog') {
    const [ssr, record] = await Promise.all([loadSsrBundle(), getPublicBlog(route.slug)]);
    return renderRecordPage(ssr, path, { kind: 'blog', slug: route.slug, record });
  }
  const ssr = await loadSsrBundle();
  switch (route.kind) {
    case 'search':
      return searchPage(ssr, path, url, from);
    case 'sitemap': {
      const indexed = ssr.routes.pages.filter((r) => r.indexed);
      const xml = sitemapXml(ssr.entry.SITE_URL, [...indexed, ...(await listPublicPages())]);
      return { status: 200, body: xml, contentType: 'application/xml; charset=utf-8', cache: PUBLIC_HTML_CACHE };
    }
    case 'app-shell': {
      // Rendered in the browser; kept out of search results like every admin screen. A review link's token is in
      // its path: no request of the page may carry it in a Referer, so the policy comes before any script or link
      // (Hosting's header says so too; this holds wherever the document is served from).
      const shell = ssr.appShell.replace('</head>', '<meta name="robots" content="noindex, nofollow"></head>');
      const referrer = '<head><meta name="referrer" content="no-referrer">';
      return html(
        200,
        path.startsWith(REVIEW_PATH_PREFIX) ? shell.replace('<head>', referrer) : shell,
        PRIVATE_HTML_CACHE,
      );
    }
    case 'route': {
      const redirect = ssr.routes.redirects.find((r) => r.from === path);
      if (redirect) return { ...html(301, ''), location: redirect.to };
      const known = ssr.routes.pages.some((r) => r.path === path);
      const { html: document } = await ssr.entry.renderDocument(ssr.pageTemplate, path);
      // Hosting serves prerendered routes from their files; the table's other pages render here; any other
      // address is the not-found page.
      return known ? html(200, document) : html(404, document, NOT_FOUND_CACHE);
    }
  }
}

/** The pages maintenance mode replaces on the server: those that read published records (decision 0029). */
const GATED_KINDS = new Set<PageRoute['kind']>(['blog', 'location-page', 'search']);

/**
 * `/search?q=…` (decision 0026): one address per normalised query, so the CDN keeps one copy of each; any other
 * spelling (case, spaces, a longer query, other parameters) is redirected there first, for free. A query that
 * reaches the search counts against the visitor's limit: the CDN answers repeats, so only new queries count.
 */
async function searchPage(ssr: SsrBundle, path: string, url: URL, from: ClientAddress): Promise<Page> {
  const canonical = canonicalSearch(url.searchParams);
  if (url.search !== canonical.search)
    return { ...html(301, '', SEARCH_REDIRECT_CACHE), location: `${path}${canonical.search}` };
  // Over REST, a burst of contended transactions on one counter let fewer through than the allowance: gRPC here.
  if (canonical.query) await withFirestoreTransport('grpc', () => enforceRateLimit(SEARCH_PAGE_LIMIT, from));
  const data = await searchPageData(canonical.query);
  const preloaded = { kind: 'search' as const, slug: data.page.query, record: data.page };
  const { html: document } = await ssr.entry.renderDocument(ssr.pageTemplate, path, preloaded);
  return html(200, document, data.cache);
}

let notFoundDocument: Promise<string> | undefined;

/** The not-found page for addresses too long to be this site's: rendered once per instance, whatever they hold. */
async function overLongPath(): Promise<Page> {
  notFoundDocument ??= loadSsrBundle().then(
    async (ssr) => (await ssr.entry.renderDocument(ssr.pageTemplate, '/not-found')).html,
  );
  notFoundDocument.catch(() => (notFoundDocument = undefined));
  return html(404, await notFoundDocument, NOT_FOUND_CACHE);
}

const UNAVAILABLE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable</title></head><body><main><h1>This page is temporarily unavailable</h1><p>Please try again in a moment.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

/** A small page answered without the server build: for requests refused before any rendering. */
const refusalPage = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

const TOO_LONG = refusalPage(
  'This address is too long',
  'No page of this site has an address this long. Check the link.',
);
const BAD_ADDRESS = refusalPage('This address is not valid', 'No page of this site has this address. Check the link.');

const TOO_MANY_SEARCHES = refusalPage(
  'Too many searches',
  'This connection has searched many times in a short while. Please wait a minute and try again.',
);

const NOT_ALLOWED = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Not allowed</title></head><body><main><h1>Pages can only be read</h1><p><a href="/">Go to the home page</a></p></main></body></html>`;

/** Whether the request takes gzip (named in Accept-Encoding, and not with q=0). */
export function acceptsGzip(req: IncomingMessage): boolean {
  const header = String(req.headers['accept-encoding'] ?? '');
  return header.split(',').some((coding) => {
    const [name, ...params] = coding.trim().toLowerCase().split(';');
    return name === 'gzip' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

function send(req: IncomingMessage, res: ServerResponse, page: Page, extra: Record<string, string> = {}): void {
  res.setHeader('Content-Type', page.contentType);
  res.setHeader('Cache-Control', page.cache);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Vary', 'Accept-Encoding');
  if (page.location) res.setHeader('Location', page.location);
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  // Encoded once: hashing the string and then sending it would encode 20-odd kB of UTF-8 twice.
  const text = Buffer.from(page.body);
  // Compressed here, as Hosting compresses its files: a location page is 30 kB of HTML (its partner logos are inline
  // SVG) and about 7 kB gzipped, which on a phone's connection is round trips fewer before its first paint. Each
  // encoding is its own representation, with its own ETag.
  const gzip = text.length > 0 && acceptsGzip(req);
  const body = gzip ? gzipSync(text) : text;
  const etag = `"${createHash('sha1').update(text).digest('base64url')}${gzip ? '-gz' : ''}"`;
  res.setHeader('ETag', etag);
  if (page.status === 200 && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.statusCode = page.status;
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The `pages` function: server-rendered blogs and location pages, the not-found page for every other address
 * Hosting has no file for, the sitemap, and the app shell for sign-in and the admin portal (decision 0011).
 */
export async function handlePageRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    send(req, res, html(405, NOT_ALLOWED, 'no-store'));
    return;
  }
  // The length first, before anything reads the target: every step after it is linear in a bounded input
  // (a pattern run on a 16 kB path once held the instance for half a second).
  const target = req.url ?? '/';
  if (target.length > MAX_TARGET_LENGTH) {
    send(req, res, html(414, TOO_LONG, 'no-store'));
    return;
  }
  let path: string;
  let url: URL;
  try {
    url = new URL(target, 'http://localhost');
    path = trimTrailingSlashes(url.pathname);
  } catch {
    // A target the URL parser refuses (e.g. `//[` names a malformed host) is no address of this site.
    send(req, res, html(400, BAD_ADDRESS, 'no-store'));
    return;
  }
  try {
    // Maintenance mode (decision 0029): blogs, location pages and search answer 503 with the maintenance page, kept by
    // no cache, so the site comes back the moment the switch turns off. They read Firestore anyway, so the switch is
    // read beside them (a cold instance starts Firestore once); pages that need no data (404s) are like the static
    // files of Hosting and send the visitor on from the browser. Unreadable (Firestore down), it counts as off.
    const closed = GATED_KINDS.has(pageRouteOf(path).kind)
      ? isMaintenanceOn().catch(() => false)
      : Promise.resolve(false);
    const page = path.length > MAX_PATH_LENGTH ? overLongPath() : pageFor(path, url, clientAddressOf(req));
    // Handled here too, so a rendering that fails while the switch is read is no unhandled rejection; `await page`
    // below still throws it.
    page.catch(() => undefined);
    if (await closed) {
      send(req, res, html(503, maintenancePageHtml(ssrDir), 'no-store'), MAINTENANCE_HEADERS);
      return;
    }
    send(req, res, await page);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      const retry = String(error.retryAfterSeconds);
      send(req, res, html(429, TOO_MANY_SEARCHES, 'no-store'), { 'Retry-After': retry });
      return;
    }
    if (!(error instanceof DataUnavailableError))
      logger.error('Page rendering failed', withSourceStack(error), { path });
    send(req, res, html(503, UNAVAILABLE, 'no-store'), { 'Retry-After': '5' });
  }
}
