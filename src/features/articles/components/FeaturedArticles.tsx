import { useId } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../paths';
import { toArticleCard } from '../article-data';
import { HOME_SIDE_CARD_COUNT, SIDE_CARD_EXCERPT_MAX_CHARS } from '../constants';
import { ARTICLE_SUMMARIES } from '../content/article-summaries';
import { truncateExcerpt } from '../text';
import { ArticleFigure } from './ArticleFigure';
import './featured-articles.css';

/**
 * Home section "A Legacy of Exceptional Executive Care": the first article featured large, then the
 * next three (positions 2 to 4) as side cards whose excerpts are cut to 78 characters, ellipsis included.
 * Reads the article summaries only, so no article body is bundled into the home page.
 */
export function FeaturedArticles() {
  const headingId = useId();
  const [first, ...others] = ARTICLE_SUMMARIES;
  if (!first) return null;
  const featured = toArticleCard(first);
  const side = others.slice(0, HOME_SIDE_CARD_COUNT).map(toArticleCard);

  return (
    <section className="featured-articles" aria-labelledby={headingId}>
      <div className="container">
        <div className="featured-articles__header">
          <h2 id={headingId}>A Legacy of Exceptional Executive Care</h2>
          <p className="featured-articles__intro">
            Clear, practical reading from our clinical team on prevention, performance and healthy ageing.
          </p>
        </div>
        <div className="featured-articles__grid">
          <article className="featured-articles__lead">
            <ArticleFigure visual={featured.visual} decorative className="featured-articles__lead-art" />
            <div className="featured-articles__lead-text">
              <h3 className="featured-articles__lead-title">
                <Link href={paths.article(featured.slug)} className="featured-articles__link">
                  {featured.title}
                </Link>
              </h3>
              {featured.summary ? <p>{featured.summary}</p> : null}
            </div>
          </article>
          <ul className="featured-articles__side plain-list">
            {side.map((item) => (
              <li key={item.slug}>
                <article className="featured-side-card">
                  <ArticleFigure visual={item.visual} decorative className="featured-side-card__art" />
                  <div className="featured-side-card__text">
                    <h3 className="featured-side-card__title">
                      <Link href={paths.article(item.slug)} className="featured-articles__link">
                        {item.title}
                      </Link>
                    </h3>
                    {item.summary ? (
                      <p className="featured-side-card__excerpt">
                        {truncateExcerpt(item.summary, SIDE_CARD_EXCERPT_MAX_CHARS)}
                      </p>
                    ) : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
        <p className="featured-articles__all">
          <Link href={paths.articles} className="button button--secondary">
            See all articles
          </Link>
        </p>
      </div>
    </section>
  );
}
