import { useCallback, useEffect, useRef, useState } from 'react';
import type { Inquiry, InquiryListQuery, InquiryPage } from '@shared/schemas/inquiry';
import { errorMessage } from '../../lib/error-message';

/** The calls the Inquiries screen makes; the page passes the admin API (tests pass fakes). */
export type InquiriesApi = {
  list(query?: InquiryListQuery, signal?: AbortSignal): Promise<InquiryPage>;
  setHandled(id: string, handled: boolean): Promise<unknown>;
  subscriberCount(signal?: AbortSignal): Promise<number>;
  subscribersCsv(signal?: AbortSignal): Promise<Blob>;
};

/** Requests per page: a phone scrolls through 50 comfortably, and older ones are one button away. */
export const INQUIRY_PAGE_SIZE = 50;

/** A search as the staff typed it: part of a name, and Toronto days (YYYY-MM-DD), each optional. */
export type InquirySearch = { q: string; from: string; to: string };
export const NO_SEARCH: InquirySearch = { q: '', from: '', to: '' };

export const isSearching = (search: InquirySearch): boolean => Boolean(search.q.trim() || search.from || search.to);

function queryOf(search: InquirySearch, cursor: string | null): InquiryListQuery {
  const q = search.q.trim();
  return {
    limit: INQUIRY_PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

type Loaded = { search: InquirySearch; items: Inquiry[]; nextCursor: string | null };

/**
 * The contact requests a page at a time, newest first, for the search applied: the first page on mount, on each
 * search and on refresh (the current list stays on screen meanwhile); `loadOlder` appends the next page. "Handled"
 * is switched optimistically: the box ticks at once and unticks again, with a message, if the server refuses.
 */
export function useInquiries(api: InquiriesApi) {
  const [search, setSearch] = useState<{ value: InquirySearch; version: number }>({ value: NO_SEARCH, version: 0 });
  // Each answer names the search version it answers: a version behind the current one means "still loading".
  const [first, setFirst] = useState<{ version: number; loaded: Loaded | null; error: string | null }>({
    version: -1,
    loaded: null,
    error: null,
  });
  const [older, setOlder] = useState<{ version: number; loading: boolean; error: string | null }>({
    version: -1,
    loading: false,
    error: null,
  });
  const olderRequest = useRef<AbortController | null>(null);
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    olderRequest.current?.abort();
    const { value, version } = search;
    api.list(queryOf(value, null), controller.signal).then(
      (page) =>
        setFirst({ version, loaded: { search: value, items: page.data, nextCursor: page.nextCursor }, error: null }),
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setFirst((previous) => ({ version, loaded: previous.loaded, error: errorMessage(caught) }));
      },
    );
    return () => controller.abort();
  }, [api, search]);

  const loadingFirst = first.version !== search.version;
  const loaded = first.loaded;
  const loadingOlder = older.version === search.version && older.loading;

  const applySearch = useCallback(
    (value: InquirySearch) => setSearch((current) => ({ value, version: current.version + 1 })),
    [],
  );
  const reload = useCallback(() => setSearch((current) => ({ ...current, version: current.version + 1 })), []);

  const loadOlder = async () => {
    if (!loaded?.nextCursor || loadingFirst || loadingOlder) return;
    const controller = new AbortController();
    olderRequest.current = controller;
    const { version } = search;
    setOlder({ version, loading: true, error: null });
    try {
      const page = await api.list(queryOf(loaded.search, loaded.nextCursor), controller.signal);
      if (controller.signal.aborted) return;
      setFirst((current) => {
        if (current.version !== version || !current.loaded) return current;
        // The cursor is a position, so no request comes twice; an id check keeps the list safe anyway.
        const seen = new Set(current.loaded.items.map((item) => item.id));
        const items = [...current.loaded.items, ...page.data.filter((item) => !seen.has(item.id))];
        return { ...current, loaded: { ...current.loaded, items, nextCursor: page.nextCursor } };
      });
      setOlder({ version, loading: false, error: null });
    } catch (caught) {
      if (!controller.signal.aborted) setOlder({ version, loading: false, error: errorMessage(caught) });
    }
  };

  const inquiries = (loaded?.items ?? []).map((inquiry) =>
    inquiry.id in overrides ? { ...inquiry, handled: overrides[inquiry.id] ?? inquiry.handled } : inquiry,
  );

  const setHandled = async (inquiry: Inquiry, handled: boolean) => {
    if (pending[inquiry.id]) return;
    setProblem(null);
    setOverrides((current) => ({ ...current, [inquiry.id]: handled }));
    setPending((current) => ({ ...current, [inquiry.id]: true }));
    try {
      await api.setHandled(inquiry.id, handled);
    } catch (caught) {
      setOverrides((current) => ({ ...current, [inquiry.id]: !handled }));
      setProblem(`The request from ${inquiry.name} could not be updated. ${errorMessage(caught)}`);
    } finally {
      setPending((current) => ({ ...current, [inquiry.id]: false }));
    }
  };

  return {
    inquiries: loaded ? inquiries : null,
    /** The search the list on screen answers (not what is being typed). */
    shownSearch: loaded?.search ?? NO_SEARCH,
    hasOlder: Boolean(loaded?.nextCursor),
    loading: loadingFirst,
    error: loadingFirst ? null : first.error,
    loadingOlder,
    olderError: older.version === search.version ? older.error : null,
    loadOlder,
    applySearch,
    reload,
    pending,
    problem,
    setHandled,
  };
}
