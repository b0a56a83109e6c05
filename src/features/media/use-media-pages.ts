import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import type { MediaFilter, MediaOrder } from '@shared/schemas/media';
import type { MediaApi, MediaItem } from './api/media-api';

type PageState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; items: MediaItem[]; nextCursor: string | null };

/**
 * The library a page at a time, newest first unless asked otherwise, all images or a filter's. The cursors of the
 * pages before are kept, so "Previous" goes back without the API needing page numbers (it pages by cursor, like the
 * Inquiries list). A new filter or order starts again from the first page (call `restart`).
 */
export function useMediaPages(
  api: MediaApi,
  pageSize: 25 | 50,
  { filter, order = 'newest' }: { filter?: MediaFilter; order?: MediaOrder } = {},
) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [reloads, setReloads] = useState(0);
  const cursor = cursors[cursors.length - 1];
  // The answer is kept with the request it answers: a page still loading shows as loading, not as the last one.
  const key = `${pageSize} ${filter ?? ''} ${order} ${cursor ?? ''} ${reloads}`;
  const [loaded, setLoaded] = useState<{ key: string; state: PageState } | null>(null);
  const state: PageState = loaded?.key === key ? loaded.state : { status: 'loading' };
  const setState = useCallback(
    (update: (current: PageState) => PageState) =>
      setLoaded((current) => (current ? { key: current.key, state: update(current.state) } : current)),
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    const query = {
      limit: String(pageSize) as '25' | '50',
      ...(cursor ? { cursor } : {}),
      ...(filter ? { filter } : {}),
      // The default is left out, so the request is exactly the one older servers understood.
      ...(order !== 'newest' ? { order } : {}),
    };
    api.list(query, controller.signal).then(
      (page) => setLoaded({ key, state: { status: 'ready', items: page.data, nextCursor: page.nextCursor } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof ApiRequestError ? error.message : 'The library could not be loaded. Try again.';
        setLoaded({ key, state: { status: 'failed', message } });
      },
    );
    return () => controller.abort();
  }, [api, pageSize, cursor, filter, order, key]);

  const nextCursor = state.status === 'ready' ? state.nextCursor : null;
  const next = useCallback(() => {
    if (nextCursor) setCursors((list) => [...list, nextCursor]);
  }, [nextCursor]);
  const previous = useCallback(() => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list)), []);
  const restart = useCallback(() => setCursors([undefined]), []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  /** Shows a changed image in place, without reloading the page. */
  const replace = useCallback(
    (item: MediaItem) =>
      setState((current) =>
        current.status === 'ready'
          ? { ...current, items: current.items.map((old) => (old.name === item.name ? item : old)) }
          : current,
      ),
    [setState],
  );

  return { state, page: cursors.length, next, previous, restart, reload, replace };
}
