import { useParams } from 'wouter';
import { Seo } from '../components/seo/Seo';
import { articleJsonLd, breadcrumbJsonLd } from '../components/seo/json-ld';
import { articleDescription, toArticleDetail } from '../features/articles/article-data';
import { STAFF_PICKS } from '../features/articles/bundled-cards';
import { ArticleDetail } from '../features/articles/components/ArticleDetail';
import { ArticleNotFound } from '../features/articles/components/ArticleNotFound';
import { findArticleBySlug } from '../features/articles/content/articles';
import { paths } from '../paths';

export function ArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const article = findArticleBySlug(slug);
  const path = paths.article(slug);

  if (!article) {
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

  const description = articleDescription(article);
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
      <ArticleDetail article={toArticleDetail(article)} staffPicks={STAFF_PICKS} currentSlug={article.slug_url} />
    </>
  );
}
