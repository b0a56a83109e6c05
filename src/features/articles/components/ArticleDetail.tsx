import { Suspense, use, useRef } from 'react';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { serverHtmlMarker, useServerHtml } from '../../../rendering/server-page';
import type { ArticleCardData, ArticleDetailData } from '../article-data';
import { loadArticleBody } from '../content/article-bodies';
import { ArticleLayout } from './ArticleLayout';
import { useClientSideLinks } from './use-client-side-links';

type ArticleDetailProps = {
  article: ArticleDetailData;
  /** The bundled article whose body this page shows; its Staff Pick link is marked as the current page. */
  slug: string;
  staffPicks: ArticleCardData[];
};

/**
 * One bundled article: heading, illustration, and the HTML body. Hydrating the page the server rendered, the
 * body stays the HTML already on the page; after client-side navigation, that article's body chunk loads.
 */
export function ArticleDetail({ article, slug, staffPicks }: ArticleDetailProps) {
  return (
    <ArticleLayout
      heading={article.heading}
      visual={article.visual}
      currentCrumb={article.heading}
      staffPicks={staffPicks}
      currentSlug={slug}
    >
      {/* After client-side navigation the heading and art show at once, the body as soon as its chunk is in. */}
      <Suspense fallback={<LoadingStatus label="Loading article…" />}>
        <ArticleBody slug={slug} />
      </Suspense>
    </ArticleLayout>
  );
}

function ArticleBody({ slug }: { slug: string }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  useClientSideLinks(bodyRef);
  const serverHtml = useServerHtml('article-body');
  // Bundled content, trusted HTML. `use` suspends (the boundary above shows its status) until the chunk is in.
  const html = serverHtml ?? use(loadArticleBody(slug));
  return (
    <div
      ref={bodyRef}
      {...serverHtmlMarker('article-body')}
      className="article-body"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
