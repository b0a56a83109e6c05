import { Fragment, useMemo, useRef } from 'react';
import type { Blog } from '../../../shared/schemas/blog';
import type { ArticleCardData } from '../article-data';
import { blogVisual, publishedDate } from '../blog-data';
import { DISCLAIMER_TEXT } from '../content/articles/disclaimer';
import { sanitizeRichHtml as sanitizeBlogHtml } from '../../../lib/sanitize-rich-html';
import { ArticleLayout } from './ArticleLayout';
import { useClientSideLinks } from './use-client-side-links';

type BlogArticleProps = { blog: Blog; staffPicks: ArticleCardData[] };

/**
 * A blog from the API in the article layout: title, image, published date, brief paragraph and each
 * content item as a heading and its HTML, sanitized in the browser with the server's allow-list.
 */
export function BlogArticle({ blog, staffPicks }: BlogArticleProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  useClientSideLinks(bodyRef);
  const date = publishedDate(blog.published_date);
  const reviewed = blog.reviewedBy && blog.lastReviewed ? publishedDate(blog.lastReviewed) : null;
  const sections = useMemo(
    () => blog.blogs_content.map((item) => ({ heading: item.heading, html: sanitizeBlogHtml(item.paragraph) })),
    [blog.blogs_content],
  );
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
        {reviewed ? (
          <p className="article-body__review">
            Medically reviewed by {blog.reviewedBy} on <time dateTime={reviewed.iso ?? undefined}>{reviewed.label}</time>
          </p>
        ) : null}
        {blog.brief_paragraph ? <p className="article-body__lead">{blog.brief_paragraph}</p> : null}
        {sections.map((section, index) => (
          <Fragment key={index}>
            {section.heading ? <h2>{section.heading}</h2> : null}
            {/* Sanitized just above (sanitizeBlogHtml). */}
            <div className="article-body__html" dangerouslySetInnerHTML={{ __html: section.html }} />
          </Fragment>
        ))}
        {hasDisclaimer ? null : <p className="article-disclaimer">{DISCLAIMER_TEXT}</p>}
      </div>
    </ArticleLayout>
  );
}
