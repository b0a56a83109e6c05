import type { ArticleVisual } from '../article-data';
import { ART_HEIGHT, ART_WIDTH, MOTIF_ART_URLS } from './motif-art';
import './article-art.css';

type ArticleFigureProps = {
  visual: ArticleVisual;
  /** Decorative art (next to a title that already says it all) gets an empty alt. */
  decorative?: boolean;
  className?: string;
  /** Images below the fold load lazily; the lead image of a page should not. */
  eager?: boolean;
};

/**
 * An article's illustration: a bundled motif (./art) or an uploaded image (API blogs), in the same reserved 16:9
 * box. The explicit width and height fix the aspect ratio before any CSS loads, so it never shifts the layout;
 * CSS scales it to its container.
 */
export function ArticleFigure({ visual, decorative = false, className, eager = false }: ArticleFigureProps) {
  return (
    <img
      className={className ? `article-art ${className}` : 'article-art'}
      src={visual.kind === 'art' ? MOTIF_ART_URLS[visual.motif] : visual.src}
      alt={decorative ? '' : visual.alt}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
