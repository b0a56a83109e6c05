import type { Article, ArticleMeta } from './content/article-schema';
import type { ArticleMotif } from './content/motifs';
import { htmlToText, truncateExcerpt } from './text';

/** Search engines show roughly this much of a description. */
const META_DESCRIPTION_MAX_CHARS = 160;

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

/** What the detail layout needs, whatever the source. */
export type ArticleDetailData = {
  heading: string;
  /** Trusted HTML: bundled content, or blog HTML the caller has sanitised (e.g. with DOMPurify). */
  bodyHtml: string;
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

export function toArticleDetail(article: Article): ArticleDetailData {
  return {
    heading: article.main_heading,
    bodyHtml: article.contentFile,
    visual: { kind: 'art', ...article.blog_creative },
  };
}

/** A meta description for an article: its summary, or the start of its text when the summary is empty. */
export function articleDescription(article: Pick<Article, 'paragraph' | 'contentFile'>): string {
  return article.paragraph.trim() || truncateExcerpt(htmlToText(article.contentFile), META_DESCRIPTION_MAX_CHARS);
}
