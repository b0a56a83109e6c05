import { Fragment, useRef } from 'react';
import { publicReviewStamp } from '@shared/review-stamp';
import type { Blog } from '@shared/schemas/blog';
import type { ArticleCardData } from '../article-data';
import { blogVisual, publishedDate } from '../blog-data';
import { DISCLAIMER_TEXT } from '../content/articles/disclaimer';
import { ArticleLayout } from './ArticleLayout';
import { useClientSideLinks } from './use-client-side-links';

type BlogArticleProps = { blog: Blog; staffPicks: ArticleCardData[] };

/**
 * A blog from the API in the article layout: title, image, published date, brief paragraph and each
 * content item as a heading and its HTML. The paragraphs arrive sanitized: by the server for a server-rendered
 * article, by the API loader (sanitize-blog.ts) on client-side navigation.
 */
export function BlogArticle({ blog, staffPicks }: BlogArticleProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  useClientSideLinks(bodyRef);
  const date = publishedDate(blog.published_date);
  // "Medically reviewed by …" only while the text is the reviewed text (decision 0028); the server-rendered page
  // and the browser draw this same component, so they agree.
  const stamp = publicReviewStamp(blog);
  const reviewed = stamp.kind === 'none' ? null : publishedDate(stamp.lastReviewed);
  const hasDisclaimer = blog.blogs_content.some((item) => item.paragraph.includes('for educational purposes only'));

  return (
    <ArticleLayout
      heading={blog.title}
      visual={blogVisual(blog)}
      currentCrumb={blog.title}
      staffPicks={staffPicks}
      currentSlug={blog.slug_url}
    >
      <div ref={bodyRef} className="article-body">
        {date ? (
          <p className="article-body__date">
            Published {date.iso ? <time dateTime={date.iso}>{date.label}</time> : date.label}
          </p>
        ) : null}
        {reviewed && stamp.kind === 'reviewed' ? (
          <p className="article-body__review">
            Medically reviewed by {stamp.reviewedBy} on{' '}
            <time dateTime={reviewed.iso ?? undefined}>{reviewed.label}</time>
          </p>
        ) : null}
        {reviewed && stamp.kind === 'since-updated' ? (
          <p className="article-body__review">
            Last medically reviewed on <time dateTime={reviewed.iso ?? undefined}>{reviewed.label}</time>, since updated
          </p>
        ) : null}
        {blog.brief_paragraph ? <p className="article-body__lead">{blog.brief_paragraph}</p> : null}
        {blog.blogs_content.map((section, index) => (
          <Fragment key={index}>
            {section.heading ? <h2>{section.heading}</h2> : null}
            {/* Sanitized before it reached this component (see above). */}
            <div className="article-body__html" dangerouslySetInnerHTML={{ __html: section.paragraph }} />
          </Fragment>
        ))}
        {hasDisclaimer ? null : <p className="article-disclaimer">{DISCLAIMER_TEXT}</p>}
      </div>
    </ArticleLayout>
  );
}
