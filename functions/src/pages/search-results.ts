import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchDocumentListSchema, type SearchDocument } from '../../../src/shared/schemas/search-document';
import { SEARCH_INDEX_FILE } from '../../../src/shared/search/search-files';
import { normalizeQuery } from '../../../src/shared/search/query';
import type { SearchPageData } from '../../../src/shared/search/search-hit';
import type { SiteSearch } from '../../../src/shared/search/site-search';
import { listSearchDocuments } from '../search/search-documents';
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
    const search = import('../../../src/shared/search/site-search').then(({ createSiteSearch }) =>
      createSiteSearch([...bundledDocuments(), ...stored]),
    );
    cached = { key, search };
    search.catch(() => (cached = undefined));
  }
  return cached.search;
}

/**
 * The results of `/search?q=` as the server renders them (embedded for hydration like a blog's record); an empty
 * query reads nothing.
 */
export async function searchPageData(rawQuery: string | null): Promise<SearchPageData> {
  const query = normalizeQuery(rawQuery);
  if (!query) return { query, results: [] };
  const { documents } = await listSearchDocuments();
  const search = await siteSearchOf(documents);
  return { query, results: search.search(query) };
}
