import type { ArticleCreative } from '../content/motifs';
import { MOTIF_DRAWINGS } from './article-art-motifs';
import './article-art.css';

export const ART_WIDTH = 640;
export const ART_HEIGHT = 360;

type ArticleArtProps = ArticleCreative & {
  /** Decorative art (next to a title that already says it all) is hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
};

/**
 * An article's original abstract illustration. The explicit width, height and viewBox fix its aspect
 * ratio before any CSS loads, so it never shifts the layout; CSS scales it to its container.
 */
export function ArticleArt({ motif, alt, decorative = false, className }: ArticleArtProps) {
  const Drawing = MOTIF_DRAWINGS[motif];
  const labelled = !decorative && alt.trim() !== '';
  return (
    <svg
      className={className ? `article-art ${className}` : 'article-art'}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      viewBox={`0 0 ${ART_WIDTH} ${ART_HEIGHT}`}
      // Like object-fit: cover, should a layout stretch the box away from 16:9.
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      <Drawing />
    </svg>
  );
}
