import type { ArticleVisual } from '../article-data';
import { ART_HEIGHT, ART_WIDTH, ArticleArt } from './ArticleArt';
import './article-art.css';

type ArticleFigureProps = {
  visual: ArticleVisual;
  decorative?: boolean;
  className?: string;
  /** Images below the fold load lazily; the lead image of a page should not. */
  eager?: boolean;
};

/** Either bundled SVG art or an uploaded image (API blogs), at the same reserved 16:9 size. */
export function ArticleFigure({ visual, decorative = false, className, eager = false }: ArticleFigureProps) {
  if (visual.kind === 'art') {
    return <ArticleArt motif={visual.motif} alt={visual.alt} decorative={decorative} className={className} />;
  }
  return (
    <img
      className={className ? `article-art ${className}` : 'article-art'}
      src={visual.src}
      alt={decorative ? '' : visual.alt}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
