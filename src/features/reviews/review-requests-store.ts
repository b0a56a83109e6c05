import { useSyncExternalStore } from 'react';
import type { ReviewRequestCreate, ReviewRequestSummary, ReviewStampChoice } from '@shared/schemas/review-request';

/** The admin's review calls; the page passes the admin API (tests pass fakes). */
export type ReviewRequestsApi = {
  list(signal?: AbortSignal): Promise<ReviewRequestSummary[]>;
  create(input: ReviewRequestCreate): Promise<{ data: ReviewRequestSummary; message: string }>;
  revoke(id: string): Promise<{ data: ReviewRequestSummary; message: string }>;
  /** After an edit of a stamped blog: keep the stamp as a minor correction, or withdraw it (decision 0028). */
  chooseStamp?(input: ReviewStampChoice): Promise<{ message: string }>;
};

export type ReviewRequestsState = {
  requests: readonly ReviewRequestSummary[];
  loaded: boolean;
  error: string;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

/**
 * The admin screen's review requests, shared by its list, its cards and the open editor: one load, refreshed after
 * each send or revoke, so a card and the editor never disagree.
 */
export function createReviewRequestsStore(api: ReviewRequestsApi) {
  let state: ReviewRequestsState = { requests: [], loaded: false, error: '' };
  const listeners = new Set<() => void>();
  const set = (next: Partial<ReviewRequestsState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  async function refresh(signal?: AbortSignal) {
    try {
      set({ requests: await api.list(signal), loaded: true, error: '' });
    } catch (error) {
      if (!signal?.aborted) set({ loaded: true, error: `Review requests could not be loaded. ${messageOf(error)}` });
    }
  }

  return {
    refresh,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async send(input: ReviewRequestCreate): Promise<string> {
      const { message } = await api.create(input);
      await refresh();
      return message;
    },
    async chooseStamp(input: ReviewStampChoice): Promise<string> {
      if (!api.chooseStamp) throw new Error('This screen cannot change the review stamp.');
      return (await api.chooseStamp(input)).message;
    },
    async revoke(id: string): Promise<string> {
      const { message } = await api.revoke(id);
      await refresh();
      return message;
    },
  };
}

export type ReviewRequestsStore = ReturnType<typeof createReviewRequestsStore>;

export function useReviewRequests(store: ReviewRequestsStore): ReviewRequestsState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
