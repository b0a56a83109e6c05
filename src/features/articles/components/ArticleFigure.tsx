import { API_PATHS, apiPath } from '@shared/api-paths';
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
  /** How wide the image shows, for the browser's choice among an uploaded image's sizes (`sizes`). */
  sizes?: string;
};

/** Cards and side lists: a column of the grid at most. */
export const CARD_IMAGE_SIZES = '(min-width: 64em) 24rem, (min-width: 40em) 50vw, 100vw';
/** An article's lead image: the reading column. */
export const LEAD_IMAGE_SIZES = '(min-width: 64em) 48rem, 100vw';

const OWN_IMAGE = /^\/api\/images\/(?:cards\/)?([a-f0-9]{32}\.webp)$/;

/**
 * An uploaded image's 16:9 crops around its focal point (functions/src/images, decision 0021): the card, at most
 * 640 px wide, and the hero, at most 1600 px; both are offered, so a phone's card never downloads the large one.
 */
export function uploadedImageSrcSet(src: string): string | undefined {
  const own = OWN_IMAGE.exec(src);
  if (!own?.[1]) return undefined;
  const name = own[1];
  return `${apiPath(API_PATHS.cardImage, { name })} 640w, ${apiPath(API_PATHS.heroImage, { name })} 1600w`;
}

/** The 1200×630 link-preview crop of an uploaded image (og:image); any other address as it is. */
export function socialImageOf(src: string): string {
  const own = OWN_IMAGE.exec(src);
  return own?.[1] ? apiPath(API_PATHS.socialImage, { name: own[1] }) : src;
}

/**
 * An article's illustration: a bundled motif (./art) or an uploaded image (API blogs), in the same reserved 16:9
 * box. The explicit width and height fix the aspect ratio before any CSS loads, so it never shifts the layout;
 * CSS scales it to its container.
 */
export function ArticleFigure({
  visual,
  decorative = false,
  className,
  eager = false,
  sizes = CARD_IMAGE_SIZES,
}: ArticleFigureProps) {
  const srcSet = visual.kind === 'image' ? uploadedImageSrcSet(visual.src) : undefined;
  return (
    <img
      className={className ? `article-art ${className}` : 'article-art'}
      src={visual.kind === 'art' ? MOTIF_ART_URLS[visual.motif] : visual.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={decorative ? '' : visual.alt}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
