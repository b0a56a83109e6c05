import { Seo } from '../components/seo/Seo';
import { breadcrumbJsonLd } from '../components/seo/json-ld';
import { BUNDLED_ARTICLE_CARDS } from '../features/articles/bundled-cards';
import { ArticleListWithBlogs } from '../features/articles/components/ArticleListWithBlogs';
import { paths } from '../paths';

export function ArticlesPage() {
  return (
    <>
      <Seo
        title="Articles"
        description="Educational articles from our Toronto preventive-health clinic on prevention after 40, stress, metabolism, women's health, blood work and sleep."
        path={paths.articles}
        jsonLd={breadcrumbJsonLd([{ name: 'Articles', path: paths.articles }])}
      />
      {/* Prerendered with the bundled articles; published blogs are appended after hydration. */}
      <ArticleListWithBlogs
        heading="Articles"
        intro="Clear, evidence-informed reading from our clinical team on prevention, performance and healthy ageing."
        bundled={BUNDLED_ARTICLE_CARDS}
      />
    </>
  );
}
