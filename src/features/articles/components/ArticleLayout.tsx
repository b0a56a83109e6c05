import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ListenControl } from '../../../components/listen/ListenControl';
import { paths } from '../../../paths';
import type { ArticleCardData, ArticleVisual } from '../article-data';
import { ArticleFigure, LEAD_IMAGE_SIZES } from './ArticleFigure';
import { StaffPick } from './StaffPick';
import './article-detail.css';

type ArticleLayoutProps = {
  heading: string;
  visual?: ArticleVisual;
  /** `article` for a real article; `section` for messages such as "not found". */
  as?: 'article' | 'section';
  /** The last breadcrumb (the current article); omitted on the not-found view. */
  currentCrumb?: string;
  staffPicks: ArticleCardData[];
  currentSlug?: string;
  children: ReactNode;
};

/** The frame every article page shares: breadcrumb, h1, optional illustration, content, Staff Pick aside. */
export function ArticleLayout({
  heading,
  visual,
  as: Main = 'article',
  currentCrumb,
  staffPicks,
  currentSlug,
  children,
}: ArticleLayoutProps) {
  const headingId = useId();
  return (
    <div className="article-layout container">
      <nav className="article-layout__breadcrumb" aria-label="Breadcrumb">
        <ol className="plain-list">
          <li>
            <Link href={paths.home}>Home</Link>
          </li>
          <li>
            <Link href={paths.articles}>Articles</Link>
          </li>
          {currentCrumb ? <li aria-current="page">{currentCrumb}</li> : null}
        </ol>
      </nav>
      <div className="article-layout__columns">
        <Main className="article-layout__main" aria-labelledby={headingId}>
          <h1 id={headingId} className="article-layout__heading">
            {heading}
          </h1>
          {/* Articles and blogs can be heard; a message such as "not found" has nothing to read. */}
          {Main === 'article' ? <ListenControl /> : null}
          {visual ? (
            <ArticleFigure visual={visual} eager sizes={LEAD_IMAGE_SIZES} className="article-layout__art" />
          ) : null}
          {children}
        </Main>
        <StaffPick items={staffPicks} currentSlug={currentSlug} />
      </div>
    </div>
  );
}
