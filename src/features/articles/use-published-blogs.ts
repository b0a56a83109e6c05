import { useCallback, useEffect, useState } from 'react';
import { CONTENT_UPDATED_EVENT } from '@shared/pwa/messages';
import type { Blog } from '@shared/schemas/blog';
import type { BlogsApi } from './api/blogs-api';

type Outcome = { attempt: number } & ({ status: 'ready'; blogs: Blog[] } | { status: 'error' });

export type PublishedBlogs = {
  /** `loading` until the current attempt settles; the first render (and the prerender) is always `loading`. */
  status: 'loading' | 'ready' | 'error';
  /** The published blogs once loaded; empty before that and after a failure. */
  blogs: Blog[];
  /** A "Try again" is under way (the previous attempt failed). */
  retrying: boolean;
  /** Loaded after at least one failed attempt. */
  recovered: boolean;
  retry: () => void;
};

/**
 * Loads the published blogs after hydration (in an effect, so the first client render equals the
 * prerendered HTML). Every attempt settles: the blogs, or an error the visitor can retry.
 */
export function usePublishedBlogs(load: BlogsApi['listPublishedBlogs']): PublishedBlogs {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The installed app's service worker found new or changed content (decision 0027): read the list again, in place.
  const [refreshes, setRefreshes] = useState(0);
  useEffect(() => {
    const refresh = () => setRefreshes((n) => n + 1);
    window.addEventListener(CONTENT_UPDATED_EVENT, refresh);
    return () => window.removeEventListener(CONTENT_UPDATED_EVENT, refresh);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load({ signal: controller.signal }).then(
      (blogs) => {
        if (!controller.signal.aborted) setOutcome({ attempt, status: 'ready', blogs });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The published blogs could not be loaded.', error);
        setOutcome({ attempt, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt, refreshes, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const settled = outcome?.attempt === attempt ? outcome : null;
  return {
    status: settled ? settled.status : 'loading',
    blogs: outcome?.status === 'ready' ? outcome.blogs : [],
    retrying: settled === null && outcome?.status === 'error',
    recovered: settled?.status === 'ready' && attempt > 0,
    retry,
  };
}
