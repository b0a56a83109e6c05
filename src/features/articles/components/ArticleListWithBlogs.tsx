import { useEffect, useMemo, useRef } from 'react';
import { useBlogsApi } from '../api/blogs-api-context';
import type { ArticleCardData } from '../article-data';
import { blogCardsAfter } from '../blog-data';
import { usePublishedBlogs } from '../use-published-blogs';
import { ArticleList } from './ArticleList';

type ArticleListWithBlogsProps = {
  /** The bundled articles, shown first and prerendered. */
  bundled: ArticleCardData[];
  heading?: string;
  intro?: string;
};

/**
 * The articles list with the published blogs from the API appended after the bundled articles. The
 * prerendered HTML and the first client render show the bundled articles only; the blogs are fetched
 * after hydration and only ever added at the end, so nothing already on screen moves and the current
 * page is kept. A failed load leaves the bundled articles in place with a small "Try again" note.
 */
export function ArticleListWithBlogs({ bundled, heading, intro }: ArticleListWithBlogsProps) {
  const { listPublishedBlogs } = useBlogsApi();
  const { status, blogs, retrying, recovered, retry } = usePublishedBlogs(listPublishedBlogs);
  const items = useMemo(() => [...bundled, ...blogCardsAfter(bundled, blogs)], [bundled, blogs]);

  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The "Try again" button has just gone: keep keyboard focus nearby rather than back at the page top.
    if (recovered && document.activeElement === document.body) noticeRef.current?.focus();
  }, [recovered]);

  const failed = status === 'error' || retrying;
  return (
    <ArticleList
      items={items}
      heading={heading}
      intro={intro}
      notice={
        // Always rendered (empty at first, as in the prerendered HTML), so screen readers announce what appears.
        <div className="article-list__notice-region" role="status">
          {failed ? (
            <div className="article-list__notice">
              <p>We could not load our newest articles just now.</p>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-disabled={retrying || undefined}
                onClick={() => {
                  if (!retrying) retry();
                }}
              >
                {retrying ? 'Trying again…' : 'Try again'}
              </button>
            </div>
          ) : recovered ? (
            <p ref={noticeRef} tabIndex={-1} className="article-list__notice">
              Our newest articles have been added to the list.
            </p>
          ) : null}
        </div>
      }
    />
  );
}
