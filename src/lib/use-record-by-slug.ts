import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError, type RequestOptions } from './api-client';
import { SLUG_PATTERN } from '../shared/slug';

export type RecordState<T> =
  | { status: 'loading' }
  | { status: 'ready'; record: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * Loads one record by slug in the browser (blogs and location pages are not prerendered). Every outcome
 * ends the loading state: the record, not-found (a 404, or an address that cannot be a slug), or a
 * message with `retry`. A newer slug or retry supersedes an older answer.
 */
export function useRecordBySlug<T>(
  slug: string,
  load: (slug: string, options?: RequestOptions) => Promise<T>,
  fallbackMessage: string,
): { state: RecordState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: RecordState<T> } | null>(null);
  const valid = SLUG_PATTERN.test(slug);
  const key = `${slug}\n${attempt}`;

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    load(slug, { signal: controller.signal }).then(
      (record) => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'ready', record } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.httpStatus === 404) {
          setResult({ key, state: { status: 'not-found' } });
          return;
        }
        if (!(error instanceof ApiRequestError)) console.error(error);
        const message = error instanceof ApiRequestError ? error.message : fallbackMessage;
        setResult({ key, state: { status: 'error', message } });
      },
    );
    return () => controller.abort();
  }, [slug, valid, key, load, fallbackMessage]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: RecordState<T> = { status: 'loading' };
  if (!valid) state = { status: 'not-found' };
  else if (result?.key === key) state = result.state;
  return { state, retry };
}
