import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { FeaturedArticles } from './components/FeaturedArticles';
import { ArticlePage } from '../../pages/article-page';
import { ArticlesPage } from '../../pages/articles-page';
import { paths, ROUTE_PATTERNS } from '../../paths';
import { ARTICLE_SLUGS, ARTICLES } from './content/articles';
import { prerenderToHtml, renderToHtml } from '../../../tests/support/web/prerender-page';

describe('prerendering the article pages', () => {
  it('renders the list without a browser', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToHtml(<ArticlesPage />, paths.articles);
    expect(html).toContain('>Articles</h1>');
    expect(html.match(/class="article-card"/g)).toHaveLength(6);
    // Published blogs are fetched after hydration: no notice and no spinner in the static HTML.
    expect(html).toContain('<div class="article-list__notice-region" role="status"></div>');
    expect(html).not.toMatch(/Try again|Loading/);
  });

  it.each(ARTICLE_SLUGS)('renders /article/%s with its full body', async (slug) => {
    const article = ARTICLES.find((a) => a.slug_url === slug);
    // The whole page, as the build writes it: the body is a chunk of its own that the render waits for.
    const html = await prerenderToHtml(
      <Route path={ROUTE_PATTERNS.article}>
        <ArticlePage />
      </Route>,
      paths.article(slug),
    );
    expect(html).toContain(article?.contentFile.trim().slice(0, 120));
    expect(html).toContain('data-server-html="article-body"');
    expect(html).toContain('Staff Pick');
  });

  it('renders the home section without a browser', () => {
    expect(renderToHtml(<FeaturedArticles />, paths.home)).toContain('A Legacy of Exceptional Executive Care');
  });
});
