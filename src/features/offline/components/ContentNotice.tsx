import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../paths';
import type { NewArticle } from '@shared/pwa/messages';
import '../content-notice.css';

type ContentNoticeProps = {
  /** New articles, newest first; never empty. */
  articles: NewArticle[];
  onDismiss: () => void;
};

/**
 * "New article: <title>", quietly: a polite status over the page's corner, a link and a dismiss button. Not modal
 * and it takes no focus. Content is not an app update, so it never offers a reload (that is UpdatePrompt's job).
 */
export function ContentNotice({ articles, onDismiss }: ContentNoticeProps) {
  // The live region is in the page before its text, so screen readers announce the text when it arrives.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const [newest] = articles;
  return (
    <div className="content-notice" role="status" aria-live="polite">
      {shown && newest ? (
        <div className="content-notice__box">
          {articles.length === 1 ? (
            <p className="content-notice__text">
              New article:{' '}
              <Link className="content-notice__link" href={newest.path} onClick={onDismiss}>
                {newest.title}
              </Link>
            </p>
          ) : (
            <div className="content-notice__text">
              <p>{articles.length} new articles.</p>
              <p>
                Newest:{' '}
                <Link className="content-notice__link" href={newest.path} onClick={onDismiss}>
                  {newest.title}
                </Link>
              </p>
              <p>
                <Link className="content-notice__link" href={paths.articles} onClick={onDismiss}>
                  See all articles
                </Link>
              </p>
            </div>
          )}
          <button type="button" className="button button--secondary button--small" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
