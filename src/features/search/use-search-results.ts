import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { getJson } from '../../lib/api-client';
import { API_PATHS, apiPath } from '@shared/api-paths';
import { usePreloadedOfKind } from '../../rendering/preloaded-record';
import { useHydrated } from '../../lib/use-hydrated';
import { normalizeQuery } from '@shared/search/query';
import type { SearchHit, SearchPageData } from '@shared/search/search-hit';

export type SearchView =
  | { status: 'empty' }
  | { status: 'loading'; query: string }
  | { status: 'ready'; query: string; results: SearchHit[]; complete: boolean }
  | { status: 'error'; query: string };

const isPageData = (value: unknown): value is SearchPageData =>
  !!value && typeof (value as SearchPageData).query === 'string' && Array.isArray((value as SearchPageData).results);

/**
 * What the search page shows. The server's results while they answer the address's query (no search code loads);
 * otherwise, once the page runs in the browser, the query of the address searched here: the service worker's
 * offline search shell, or a client-side navigation. The server's HTML and the first browser render agree.
 */
export function useSearchResults(): SearchView & { query: string } {
  const preloaded = usePreloadedOfKind('search');
  const server = isPageData(preloaded?.record) ? preloaded.record : null;
  const hydrated = useHydrated();
  const search = useSearch();
  const query = hydrated ? normalizeQuery(new URLSearchParams(search).get('q')) : (server?.query ?? '');
  const fromServer = server !== null && server.query === query;
  const [local, setLocal] = useState<SearchView>({ status: 'empty' });

  // With a service worker, the published blogs and location pages are fetched once the server's results show, so
  // that it keeps them (public API reads) and a later search offline finds them too. A document list, no code.
  useEffect(() => {
    if (!hydrated || !fromServer || !navigator.serviceWorker?.controller) return;
    getJson(apiPath(API_PATHS.searchDocuments)).catch(() => undefined);
  }, [hydrated, fromServer]);

  useEffect(() => {
    if (!hydrated || fromServer || !query) return;
    // Until its answer arrives, the query shows as loading (below): the answer is stored with the query it is for.
    let current = true;
    import('./client-search')
      .then(({ searchInBrowser }) => searchInBrowser(query))
      .then(
        ({ results, complete }) => current && setLocal({ status: 'ready', query, results, complete }),
        (error: unknown) => {
          console.error(error);
          if (current) setLocal({ status: 'error', query });
        },
      );
    return () => {
      current = false;
    };
  }, [hydrated, fromServer, query]);

  if (!query) return { status: 'empty', query };
  if (fromServer) return { status: 'ready', query, results: server.results, complete: true };
  if (local.status !== 'empty' && local.query === query) return { ...local, query };
  return { status: 'loading', query };
}
