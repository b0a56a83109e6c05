import { useRef } from 'react';
import type { ArticleCardData, ArticleDetailData } from '../article-data';
import { ArticleLayout } from './ArticleLayout';
import { useClientSideLinks } from './use-client-side-links';

type ArticleDetailProps = {
  article: ArticleDetailData;
  staffPicks: ArticleCardData[];
  /** Marks the matching Staff Pick link as the current page. */
  currentSlug?: string;
};

/**
 * One article: heading, illustration or image, and the HTML body. Takes plain data rather than the
 * bundled Article type so blogs from the API can be shown with the same layout.
 */
export function ArticleDetail({ article, staffPicks, currentSlug }: ArticleDetailProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  useClientSideLinks(bodyRef);
  return (
    <ArticleLayout
      heading={article.heading}
      visual={article.visual}
      currentCrumb={article.heading}
      staffPicks={staffPicks}
      currentSlug={currentSlug}
    >
      {/* The body is trusted HTML (see ArticleDetailData.bodyHtml). */}
      <div ref={bodyRef} className="article-body" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
    </ArticleLayout>
  );
}
