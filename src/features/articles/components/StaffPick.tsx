import { useId } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../paths';
import type { ArticleCardData } from '../article-data';
import { ArticleFigure } from './ArticleFigure';

type StaffPickProps = { items: ArticleCardData[]; currentSlug?: string };

/** The side list of recommended articles shown beside every article. */
export function StaffPick({ items, currentSlug }: StaffPickProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <aside className="staff-pick" aria-labelledby={headingId}>
      <h2 id={headingId} className="staff-pick__heading">
        Staff Pick
      </h2>
      <ul className="staff-pick__list plain-list">
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              href={paths.article(item.slug)}
              className="staff-pick__link"
              aria-current={item.slug === currentSlug ? 'page' : undefined}
            >
              <ArticleFigure visual={item.visual} decorative className="staff-pick__art" />
              <span className="staff-pick__title">{item.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
