import type { ReactNode } from 'react';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { Seo } from '../../../components/seo/Seo';
import { paths } from '../../../paths';
import type { Blog } from '@shared/schemas/blog';
import { useBlogsApi } from '../api/blogs-api-context';
import type { ArticleCardData } from '../article-data';
import { useBlogArticle } from '../use-blog-article';
import { ArticleLayout } from './ArticleLayout';

type BlogArticleScreenProps = {
  slug: string;
  staffPicks: ArticleCardData[];
  /** The page decides what a loaded blog looks like (head tags and the article). */
  renderBlog: (blog: Blog) => ReactNode;
  /** The page's not-found view, for a 404 or an address that cannot be a slug. */
  notFound: ReactNode;
};

/** /article/{slug} for a blog from the API: loading, the blog, the not-found view, or a failure with "Try again". */
export function BlogArticleScreen({ slug, staffPicks, renderBlog, notFound }: BlogArticleScreenProps) {
  const { getPublishedBlog } = useBlogsApi();
  const { state, retry } = useBlogArticle(slug, getPublishedBlog);
  const path = paths.article(slug);

  if (state.status === 'ready') return renderBlog(state.blog);
  if (state.status === 'not-found') return notFound;
  if (state.status === 'loading') {
    return (
      <>
        <Seo title="Loading article" description="Loading an article from our clinical team." path={path} />
        <div className="article-layout container">
          <LoadingStatus label="Loading the article…" />
        </div>
      </>
    );
  }
  return (
    <>
      <Seo title="Article unavailable" description="This article could not be loaded." path={path} noindex />
      <ArticleLayout heading="This article could not be loaded" as="section" staffPicks={staffPicks}>
        <div className="article-body article-load-failed">
          <p role="alert">{state.message}</p>
          <p>
            <button type="button" className="button" onClick={retry}>
              Try again
            </button>
          </p>
        </div>
      </ArticleLayout>
    </>
  );
}
