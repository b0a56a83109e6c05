import { Link } from 'wouter';
import { paths } from '../../../paths';
import type { ArticleCardData } from '../article-data';
import { CARD_TITLE_MAX_CHARS } from '../constants';
import { truncateTitle } from '../text';
import { ArticleFigure } from './ArticleFigure';
import './article-card.css';

/**
 * A title cut for the eye, whole for the ear: sighted visitors see the shortened title, while screen
 * readers (and the link's accessible name) get the full one.
 */
export function ShortTitle({ title, max }: { title: string; max: number }) {
  const short = truncateTitle(title, max);
  if (short === title) return <>{title}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{title}</span>
    </>
  );
}

type ArticleCardProps = {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
  /** The first card of a list is on screen as the page opens (often its largest paint): no lazy loading. */
  eager?: boolean;
};

/** The whole card is one link target (a stretched link), so it is easy to hit with a finger or mouse. */
export function ArticleCard({ article, headingLevel = 2, eager = false }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="article-card">
      <ArticleFigure visual={article.visual} decorative eager={eager} className="article-card__art" />
      <div className="article-card__text">
        <Heading className="article-card__title">
          <Link href={paths.article(article.slug)} className="article-card__link">
            <ShortTitle title={article.title} max={CARD_TITLE_MAX_CHARS} />
          </Link>
        </Heading>
        {article.summary ? <p className="article-card__summary">{article.summary}</p> : null}
        <span className="article-card__more" aria-hidden="true">
          Read article <span className="article-card__arrow">→</span>
        </span>
      </div>
    </article>
  );
}
