import { getJson } from '../../lib/api-client';
import { API_PATHS, apiPath } from '@shared/api-paths';
import type { SearchDocument } from '@shared/schemas/search-document';
import { SEARCH_INDEX_URL } from '@shared/search/search-files';
import type { SearchHit } from '@shared/search/search-hit';
import { createSiteSearch, type SiteSearch } from '@shared/search/site-search';

/*
 * Search in the browser (decision 0026): loaded by the search page only when it must search itself (offline, from
 * the service worker's search shell, or after client-side navigation). The bundled pages' documents are precached;
 * the published blogs and location pages come from the API (network first, then the service worker's copy).
 */

const KINDS = new Set(['service', 'article', 'team', 'location', 'ghap', 'faq', 'page']);

/**
 * The documents that have the shared schema's shape (zod stays out of this chunk; the server and the build
 * validate with it). Anything else is left out rather than failing the whole search.
 */
export function searchDocumentsOf(raw: unknown): SearchDocument[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (item): item is SearchDocument =>
      !!item &&
      typeof item === 'object' &&
      typeof (item as SearchDocument).id === 'string' &&
      KINDS.has((item as SearchDocument).kind) &&
      typeof (item as SearchDocument).title === 'string' &&
      typeof (item as SearchDocument).url === 'string' &&
      (item as SearchDocument).url.startsWith('/') &&
      !(item as SearchDocument).url.startsWith('//') &&
      typeof (item as SearchDocument).text === 'string',
  );
}

async function bundledDocuments(): Promise<SearchDocument[]> {
  const response = await fetch(SEARCH_INDEX_URL);
  if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
  return searchDocumentsOf(await response.json());
}

/** The stored pages; without them (offline and never fetched) the bundled pages are still searched. */
async function storedDocuments(): Promise<{ documents: SearchDocument[]; complete: boolean }> {
  try {
    return { documents: searchDocumentsOf(await getJson<unknown>(apiPath(API_PATHS.searchDocuments))), complete: true };
  } catch {
    return { documents: [], complete: false };
  }
}

let engine: Promise<{ search: SiteSearch; complete: boolean }> | undefined;

function loadEngine() {
  engine ??= Promise.all([bundledDocuments(), storedDocuments()]).then(([bundled, stored]) => ({
    search: createSiteSearch([...bundled, ...stored.documents]),
    complete: stored.complete,
  }));
  engine.catch(() => (engine = undefined));
  return engine;
}

/** The results for a query; `complete` is false when blogs and location pages could not be searched. */
export async function searchInBrowser(query: string): Promise<{ results: SearchHit[]; complete: boolean }> {
  const { search, complete } = await loadEngine();
  return { results: search.search(query), complete };
}
