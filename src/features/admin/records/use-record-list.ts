import { useCallback, useState } from 'react';
import type { ListPageInfo, ListQueryInput } from '@shared/schemas/list-query';
import type { RecordEditor } from './editor-types';
import { useLoaded } from '../../../lib/use-loaded';

const FIRST_PAGE: ListQueryInput = { sort: 'updated', page: 1 };

/**
 * The records an admin list shows: one page from the API, searched, filtered and sorted there, or the
 * whole list when the editor has no paging (an older API, the tests' fakes). Keep `editor` stable.
 */
export function useRecordList<R>(editor: Pick<RecordEditor<R, unknown, unknown>, 'list' | 'paging'>) {
  const [query, setQueryState] = useState<ListQueryInput>(FIRST_PAGE);
  const { paging, list } = editor;
  const load = useCallback(
    async (signal: AbortSignal): Promise<{ items: R[]; pageInfo: ListPageInfo | null }> =>
      paging ? paging.page(query, signal) : { items: await list(signal), pageInfo: null },
    [paging, list, query],
  );
  const loaded = useLoaded(load);
  /** A new search, filter or sort starts again at page 1; a page change keeps the rest. */
  const setQuery = useCallback(
    (change: Partial<ListQueryInput>) => setQueryState((previous) => ({ ...previous, page: 1, ...change })),
    [],
  );
  return {
    value: loaded.value?.items ?? null,
    pageInfo: loaded.value?.pageInfo ?? null,
    loading: loaded.loading,
    error: loaded.error,
    reload: loaded.reload,
    query,
    setQuery,
  };
}

export type RecordList<R> = ReturnType<typeof useRecordList<R>>;
