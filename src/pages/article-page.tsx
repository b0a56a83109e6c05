import { useParams } from 'wouter';
import { DEFAULT_SOCIAL_IMAGE, Seo } from '../components/seo/Seo';
import { articleJsonLd, blogPostingJsonLd, breadcrumbJsonLd } from '../components/seo/json-ld';
import { toArticleDetail } from '../features/articles/article-data';
import { blogDescription, blogVisual, publishedDate } from '../features/articles/blog-data';
import { STAFF_PICKS } from '../features/articles/bundled-cards';
import { ArticleDetail } from '../features/articles/components/ArticleDetail';
import { socialImageOf } from '../features/articles/components/ArticleFigure';
import { ArticleNotFound } from '../features/articles/components/ArticleNotFound';
import { BlogArticle } from '../features/articles/components/BlogArticle';
import { BlogArticleScreen } from '../features/articles/components/BlogArticleScreen';
import { findArticleSummaryBySlug } from '../features/articles/content/article-summaries';
import { publicReviewStamp } from '@shared/review-stamp';
import type { Blog } from '@shared/schemas/blog';
import { paths } from '../paths';

/**
 * /article/{slug}: a bundled article (prerendered at build time), or else a published blog, rendered on the
 * server by the `pages` function from its record, or loaded from the API after client-side navigation.
 */
export function ArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const article = findArticleSummaryBySlug(slug);
  const path = paths.article(slug);

  if (!article) {
    return (
      <BlogArticleScreen
        // A new slug starts a fresh load rather than showing the previous blog's outcome.
        key={slug}
        slug={slug}
        staffPicks={STAFF_PICKS}
        notFound={<NotFound path={path} />}
        renderBlog={(blog) => <BlogView blog={blog} path={path} />}
      />
    );
  }

  // Every bundled article has its own summary (content/articles.test.ts), so the body is not needed here.
  const description = article.paragraph;
  return (
    <>
      <Seo
        title={article.main_heading}
        description={description}
        path={path}
        type="article"
        jsonLd={[
          articleJsonLd({ headline: article.main_heading, description, path }),
          breadcrumbJsonLd([
            { name: 'Articles', path: paths.articles },
            { name: article.main_heading, path },
          ]),
        ]}
      />
      <ArticleDetail article={toArticleDetail(article)} slug={article.slug_url} staffPicks={STAFF_PICKS} />
    </>
  );
}

function NotFound({ path }: { path: string }) {
  return (
    <>
      <Seo
        title="Article not found"
        description="We could not find that article. Browse all of our articles on preventive health."
        path={path}
        noindex
      />
      <ArticleNotFound staffPicks={STAFF_PICKS} />
    </>
  );
}

function BlogView({ blog, path }: { blog: Blog; path: string }) {
  const description = blogDescription(blog);
  const visual = blogVisual(blog);
  // Link previews and search results show the blog's own image; the clinic's social image when it has none.
  // Uploaded images as their 1200×630 crop around the focal point (decision 0021).
  const image = visual.kind === 'image' ? socialImageOf(visual.src) : DEFAULT_SOCIAL_IMAGE;
  return (
    <>
      <Seo
        title={blog.metaTitle || blog.title}
        description={description}
        path={path}
        type="article"
        image={image}
        jsonLd={[
          blogPostingJsonLd({
            headline: blog.title,
            description,
            path,
            image,
            datePublished: publishedDate(blog.published_date)?.iso ?? blog.createdAt,
            dateModified: blog.updatedAt || blog.createdAt,
            // Only a stamp that vouches for this text is claimed to search engines (decision 0028).
            ...(publicReviewStamp(blog).kind === 'reviewed'
              ? { reviewedBy: blog.reviewedBy, lastReviewed: blog.lastReviewed }
              : {}),
          }),
          breadcrumbJsonLd([
            { name: 'Articles', path: paths.articles },
            { name: blog.title, path },
          ]),
        ]}
      />
      <BlogArticle blog={blog} staffPicks={STAFF_PICKS} />
    </>
  );
}

/**
 * The public blog view, for the admin editor's live preview: loaded with this page's chunk, so the admin portal
 * importing it does not split the public page's code into more files (decision 0016).
 */
export { BlogArticle };
