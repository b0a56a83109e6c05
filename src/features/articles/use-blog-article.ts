import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import type { Blog } from '../../shared/schemas/blog';
import { SLUG_PATTERN } from '../../shared/slug';
import type { BlogsApi } from './api/blogs-api';

export type BlogArticleState =
  | { status: 'loading' }
  | { status: 'ready'; blog: Blog }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const FALLBACK_MESSAGE = 'Something went wrong while loading this article. Please try again.';

/**
 * Loads one published blog in the browser (blogs are not prerendered). Every outcome ends the loading
 * state: the blog, the not-found view (404), or a message with a way to try again.
 */
export function useBlogArticle(slug: string, load: BlogsApi['getPublishedBlog']) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: BlogArticleState } | null>(null);
  const valid = SLUG_PATTERN.test(slug);
  const key = `${slug}\n${attempt}`;

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    load(slug, { signal: controller.signal }).then(
      (blog) => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'ready', blog } });
      },
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

  let state: BlogArticleState = { status: 'loading' };
  // An address that cannot be a slug is not asked about.
  if (!valid) state = { status: 'not-found' };
  else if (result?.key === key) state = result.state;
  return { state, retry };
}
