import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import type { Inquiry } from '../../shared/schemas/inquiry';

/** The calls the Inquiries screen makes; the page passes the admin API (tests pass fakes). */
export type InquiriesApi = {
  list(signal?: AbortSignal): Promise<Inquiry[]>;
  setHandled(id: string, handled: boolean): Promise<unknown>;
  subscriberCount(signal?: AbortSignal): Promise<number>;
  subscribersCsv(signal?: AbortSignal): Promise<Blob>;
};

export const messageOf = (error: unknown): string =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

type Loaded<T> = { version: number; value: T | null; error: string | null };

/** Loads something on mount and on `reload`; the previous value stays on screen while reloading. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ version: -1, value: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setLoaded({ version, value, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded((previous) => ({ ...previous, version, error: messageOf(error) }));
      },
    );
    return () => controller.abort();
  }, [load, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const loading = loaded.version !== version;
  return { value: loaded.value, error: loading ? null : loaded.error, loading, reload };
}

/**
 * The contact requests, with "handled" switched optimistically: the box ticks at once and unticks again,
 * with a message, if the server refuses.
 */
export function useInquiries(api: InquiriesApi) {
  const list = useLoaded(useCallback((signal: AbortSignal) => api.list(signal), [api]));
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const inquiries = (list.value ?? []).map((inquiry) =>
    inquiry.id in overrides ? { ...inquiry, handled: overrides[inquiry.id] ?? inquiry.handled } : inquiry,
  );

  const setHandled = async (inquiry: Inquiry, handled: boolean) => {
    if (pending[inquiry.id]) return;
    setProblem(null);
    setOverrides((current) => ({ ...current, [inquiry.id]: handled }));
    setPending((current) => ({ ...current, [inquiry.id]: true }));
    try {
      await api.setHandled(inquiry.id, handled);
    } catch (error) {
      setOverrides((current) => ({ ...current, [inquiry.id]: !handled }));
      setProblem(`The request from ${inquiry.name} could not be updated. ${messageOf(error)}`);
    } finally {
      setPending((current) => ({ ...current, [inquiry.id]: false }));
    }
  };

  return {
    inquiries: list.value ? inquiries : null,
    loading: list.loading,
    error: list.error,
    reload: list.reload,
    pending,
    problem,
    setHandled,
  };
}
