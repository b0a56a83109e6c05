import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError, type RequestOptions } from '../../lib/api-client';
import type { LocationPage } from '../../shared/schemas/location-page';
import { SLUG_PATTERN } from '../../shared/slug';

export type LoadLocationPage = (slug: string, options?: RequestOptions) => Promise<LocationPage>;

export type LocationPageState =
  | { status: 'loading' }
  | { status: 'ready'; page: LocationPage }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const FALLBACK_MESSAGE = 'Something went wrong while loading this page.';

/**
 * Loads a public location page in the browser (these pages are not prerendered). Every outcome ends the
 * loading state: the page, the 404 view, or a message with a way to try again.
 */
export function useLocationPage(slug: string, load: LoadLocationPage) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: LocationPageState } | null>(null);
  const valid = SLUG_PATTERN.test(slug);
  const key = `${slug}\n${attempt}`;

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    load(slug, { signal: controller.signal }).then(
      (page) => setResult({ key, state: { status: 'ready', page } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.httpStatus === 404) {
          setResult({ key, state: { status: 'not-found' } });
          return;
        }
        if (!(error instanceof ApiRequestError)) console.error(error);
        const message = error instanceof ApiRequestError ? error.message : FALLBACK_MESSAGE;
        setResult({ key, state: { status: 'error', message } });
      },
    );
    return () => controller.abort();
  }, [slug, valid, key, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: LocationPageState = { status: 'loading' };
  // An address that cannot be a slug is not asked about.
  if (!valid) state = { status: 'not-found' };
  else if (result?.key === key) state = result.state;
  return { state, retry };
}
