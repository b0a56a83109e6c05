import type { ArticleMeta } from './content/article-schema';
import type { ArticleMotif } from './content/motifs';

/** What sits above an article: bundled SVG art, or an uploaded image for blogs from the API. */
export type ArticleVisual =
  { kind: 'art'; motif: ArticleMotif; alt: string } | { kind: 'image'; src: string; alt: string };

/** One card on the list, in the Staff Pick or on the home page. Bundled articles and API blogs both map to it. */
export type ArticleCardData = {
  slug: string;
  title: string;
  /** Short summary; may be empty. */
  summary: string;
  visual: ArticleVisual;
};

/** What the detail layout needs above a bundled article's body (which loads on its own: ArticleDetail). */
export type ArticleDetailData = {
  heading: string;
  visual: ArticleVisual;
};

export function toArticleCard(article: ArticleMeta): ArticleCardData {
  return {
    slug: article.slug_url,
    title: article.main_heading,
    summary: article.paragraph,
    visual: { kind: 'art', ...article.blog_creative },
  };
}

export function toArticleDetail(article: ArticleMeta): ArticleDetailData {
  return {
    heading: article.main_heading,
    visual: { kind: 'art', ...article.blog_creative },
  };
}
