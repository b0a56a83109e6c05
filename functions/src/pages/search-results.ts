import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchDocumentListSchema, type SearchDocument } from '@shared/schemas/search-document';
import { SEARCH_INDEX_FILE } from '@shared/search/search-files';
import { normalizeQuery } from '@shared/search/query';
import type { SearchPageData } from '@shared/search/search-hit';
import type { SiteSearch } from '@shared/search/site-search';
import { listSearchDocuments } from '../search/search-documents';
import { SEARCH_DOCUMENTS_CACHE, searchDocumentsCacheControl } from '../search/search-handlers';
import { ssrDir } from './ssr-bundle';

let bundled: SearchDocument[] | undefined;

/** The bundled pages' documents the build wrote beside the server build, read once per instance. */
function bundledDocuments(): SearchDocument[] {
  bundled ??= searchDocumentListSchema.parse(JSON.parse(readFileSync(join(ssrDir(), SEARCH_INDEX_FILE), 'utf8')));
  return bundled;
}

let cached: { key: string; search: Promise<SiteSearch> } | undefined;

/**
 * The index of the bundled pages and the stored ones, rebuilt only when the stored ones change (the collections'
 * public lists come from a short read cache, so most requests reuse it).
 */
function siteSearchOf(stored: SearchDocument[]): Promise<SiteSearch> {
  const key = JSON.stringify(stored);
  if (cached?.key !== key) {
    const search = import('@shared/search/site-search').then(({ createSiteSearch }) =>
      createSiteSearch([...bundledDocuments(), ...stored]),
    );
    cached = { key, search };
    search.catch(() => (cached = undefined));
  }
  return cached.search;
}

/**
 * The one spelling of a search address the page answers (the CDN keeps a copy per address): the query trimmed,
 * its spaces collapsed, lowercased, at most MAX_QUERY_LENGTH characters, as an HTML form encodes it (`q=a+b`), and
 * nothing else; no query at all for an empty one.
 */
export function canonicalSearch(params: URLSearchParams): { query: string; search: string } {
  const query = normalizeQuery(normalizeQuery(params.get('q')).toLowerCase());
  return { query, search: query ? `?${new URLSearchParams({ q: query }).toString()}` : '' };
}

/**
 * The results of `/search?q=` as the server renders them (embedded for hydration like a blog's record) and how long
 * the CDN may keep them: the search documents' own window, which ends when a scheduled post goes public. An empty
 * query reads nothing.
 */
export async function searchPageData(rawQuery: string | null): Promise<{ page: SearchPageData; cache: string }> {
  const query = normalizeQuery(rawQuery);
  if (!query) return { page: { query, results: [] }, cache: SEARCH_DOCUMENTS_CACHE };
  const now = Date.now();
  const { documents, nextPublishAt } = await listSearchDocuments(now);
  const search = await siteSearchOf(documents);
  return { page: { query, results: search.search(query) }, cache: searchDocumentsCacheControl(now, nextPublishAt) };
}
