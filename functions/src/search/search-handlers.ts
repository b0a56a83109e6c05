import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { ok } from '../core/respond';
import { listSearchDocuments } from './search-documents';

/**
 * The cache window of the pages the documents point to: the `pages` function's blog and location pages
 * (PUBLIC_HTML_CACHE in pages/page-handler.ts, which a test holds this to), so a page published now is findable
 * as soon as its own page shows.
 */
export const SEARCH_DOCUMENTS_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=300';
const WINDOW_S = 300;

/**
 * While a scheduled post waits, the window ends at its time, with no stale copy, so the post is findable from then.
 */
export function searchDocumentsCacheControl(now: number, nextPublishAt: number | null): string {
  if (nextPublishAt === null) return SEARCH_DOCUMENTS_CACHE;
  const left = Math.max(0, Math.ceil((nextPublishAt - now) / 1000));
  return `public, max-age=0, s-maxage=${Math.min(WINDOW_S, left)}`;
}

export const QUERY_REFUSED_MESSAGE = 'This address takes no query parameters: request /api/search-documents as it is.';

/**
 * `GET /api/search-documents`: the published blogs and location pages as search documents (decision 0026). One
 * address only, which the CDN keeps: any query string (which the CDN would key a copy by, and so pass to this
 * function) is refused before anything is read.
 */
export const getSearchDocuments: RouteHandler = async (ctx) => {
  if ((ctx.req.url ?? '').includes('?')) throw new HttpError(400, QUERY_REFUSED_MESSAGE);
  const now = Date.now();
  const { documents, nextPublishAt } = await listSearchDocuments(now);
  return { ...ok(documents), headers: { 'Cache-Control': searchDocumentsCacheControl(now, nextPublishAt) } };
};
