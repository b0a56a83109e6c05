import { useId, useRef, useState, type ReactNode } from 'react';
import type { ArticleCardData } from '../article-data';
import { ARTICLES_PER_PAGE } from '../constants';
import { paginate } from '../paginate';
import { ArticleCard } from './ArticleCard';
import { ArticlePagination } from './ArticlePagination';
import './article-list.css';

type ArticleListProps = {
  /** Cards in display order: the bundled articles now, with API blogs appended later. */
  items: ArticleCardData[];
  heading?: string;
  intro?: string;
  /** Rendered under the list and its pagination (e.g. a note that newer articles could not be loaded). */
  notice?: ReactNode;
};

/** The articles list: the page heading, a grid of cards six at a time, and pagination starting on page 1. */
export function ArticleList({ items, heading = 'Articles', intro, notice }: ArticleListProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [requestedPage, setRequestedPage] = useState(1);
  // Clamped on every render, so the page stays valid if the list ever gets shorter.
  const { items: pageItems, page, pageCount } = paginate(items, requestedPage, ARTICLES_PER_PAGE);

  const goToPage = (next: number) => {
    setRequestedPage(next);
    // Keyboard and screen-reader users land at the top of the new page instead of on a button.
    headingRef.current?.focus();
  };

  return (
    <section className="article-list container" aria-labelledby={headingId}>
      <header className="article-list__header">
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className="article-list__heading">
          {heading}
        </h1>
        {intro ? <p className="article-list__intro">{intro}</p> : null}
      </header>
      {pageCount > 1 ? (
        <p className="visually-hidden" role="status">
          Page {page} of {pageCount}
        </p>
      ) : null}
      {pageItems.length === 0 ? (
        <p className="article-list__empty">New articles are on their way. Please check back soon.</p>
      ) : (
        <ul className="article-list__grid plain-list" aria-labelledby={headingId}>
          {pageItems.map((item, i) => (
            <li key={item.slug} className="article-list__item">
              <ArticleCard article={item} eager={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <ArticlePagination page={page} pageCount={pageCount} onChange={goToPage} />
      {notice}
    </section>
  );
}
