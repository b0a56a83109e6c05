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
  preloaded?: { record: unknown; parse: (raw: unknown) => T | null },
): { state: RecordState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const valid = SLUG_PATTERN.test(slug);
  const key = `${slug}\n${attempt}`;
  // A server-rendered page starts from the record it was rendered with (or its 404), as the server did.
  const [result, setResult] = useState<{ key: string; state: RecordState<T> } | null>(() => {
    if (!preloaded || preloaded.record === undefined) return null;
    const record = preloaded.record === null ? null : preloaded.parse(preloaded.record);
    return { key, state: record === null ? { status: 'not-found' } : { status: 'ready', record } };
  });

  useEffect(() => {
    if (!valid) return;
    // An answer already here for this key (the preloaded record, or the load that just finished) ends it.
    if (result?.key === key) return;
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
  }, [slug, valid, key, load, fallbackMessage, result?.key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: RecordState<T> = { status: 'loading' };
  if (!valid) state = { status: 'not-found' };
  else if (result?.key === key) state = result.state;
  return { state, retry };
}
