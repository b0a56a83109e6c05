import { useCallback, useState } from 'react';
import type { Inquiry } from '../../../shared/schemas/inquiry';
import { errorMessage } from '../records/error-message';
import { useLoaded } from '../records/use-loaded';

/** The calls the Inquiries screen makes; the page passes the admin API (tests pass fakes). */
export type InquiriesApi = {
  list(signal?: AbortSignal): Promise<Inquiry[]>;
  setHandled(id: string, handled: boolean): Promise<unknown>;
  subscriberCount(signal?: AbortSignal): Promise<number>;
  subscribersCsv(signal?: AbortSignal): Promise<Blob>;
};

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
      setProblem(`The request from ${inquiry.name} could not be updated. ${errorMessage(error)}`);
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
