import type { Blog } from '@shared/schemas/blog';
import { usePreloadedRecord } from '../../rendering/preloaded-record';
import { useRecordBySlug, type RecordState } from '../../lib/use-record-by-slug';
import { parseBlogRecord } from '../../lib/records/blog-record';
import type { BlogsApi } from './api/blogs-api';

export type BlogArticleState =
  | { status: 'loading' }
  | { status: 'ready'; blog: Blog }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const FALLBACK_MESSAGE = 'Something went wrong while loading this article. Please try again.';

const toArticleState = (state: RecordState<Blog>): BlogArticleState =>
  state.status === 'ready' ? { status: 'ready', blog: state.record } : state;

/**
 * One published blog: the record the server rendered the page from, or else loaded in the browser (client-side
 * navigation); see useRecordBySlug for the states.
 */
export function useBlogArticle(slug: string, load: BlogsApi['getPublishedBlog']) {
  const record = usePreloadedRecord('blog', slug);
  const { state, retry } = useRecordBySlug(slug, load, FALLBACK_MESSAGE, { record, parse: parseBlogRecord });
  return { state: toArticleState(state), retry };
}
