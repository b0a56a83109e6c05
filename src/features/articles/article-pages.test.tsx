// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { ArticlePage } from '../../pages/article-page';
import { ArticlesPage } from '../../pages/articles-page';
import { paths, ROUTE_PATTERNS } from '../../paths';
import { BlogsApiProvider } from './api/blogs-api-context';
import { fakeBlogsApi } from '../../../tests/support/web/blog-fixtures';
import { ARTICLES } from './content/articles';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';

afterEach(cleanup);

/**
 * The two article routes as the route table declares them, inside the Seo component's provider, with an
 * API that has no published blogs.
 */
function renderAt(path: string) {
  const { api } = fakeBlogsApi();
  const { location } = renderWithProviders(
    <>
      <Route path={paths.articles}>
        <ArticlesPage />
      </Route>
      <Route path={ROUTE_PATTERNS.article}>
        <ArticlePage />
      </Route>
    </>,
    { path, wrapper: ({ children }) => <BlogsApiProvider api={api}>{children}</BlogsApiProvider> },
  );
  return location;
}

const jsonLdTypes = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'],
  );

const STRESS = 'how-stress-and-burnout-affect-long-term-health';
const SLEEP = 'sleep-recovery-and-performance-in-high-performers';

describe('articles list page', () => {
  it('renders the list with six cards and its head tags', async () => {
    renderAt(paths.articles);
    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('article')).toHaveLength(6);
    await waitFor(() => expect(document.title).toMatch(/^Articles \| /));
    expect(jsonLdTypes()).toEqual(['BreadcrumbList']);
  });
});

describe('article page', () => {
  it('renders the heading, illustration, HTML body and a Staff Pick of the first three articles', async () => {
    // The body is its own chunk: React waits for it within this act.
    await act(async () => renderAt(paths.article(SLEEP)));
    const article = ARTICLES.find((a) => a.slug_url === SLEEP);
    expect(screen.getByRole('heading', { level: 1, name: article?.main_heading })).toBeTruthy();
    expect(screen.getByRole('img', { name: article?.blog_creative.alt })).toBeTruthy();
    // The body is its own chunk (no server HTML to keep here): it arrives a moment later.
    expect(await screen.findByRole('heading', { level: 2, name: 'References' })).toBeTruthy();

    const staffPick = screen.getByRole('complementary', { name: 'Staff Pick' });
    const links = within(staffPick).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ARTICLES.slice(0, 3).map((a) => `/article/${a.slug_url}`),
    );

    await waitFor(() => expect(document.title).toContain(article?.main_heading));
    expect(jsonLdTypes()).toEqual(['Article', 'BreadcrumbList']);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('follows a link inside the body without reloading the app', async () => {
    const location = await act(async () => renderAt(paths.article(SLEEP)));
    const main = screen.getByRole('article');
    const link = await within(main).findByRole('link', { name: 'how stress and burnout affect long-term health' });
    await act(async () => fireEvent.click(link));
    expect(location.history.at(-1)).toBe(`/article/${STRESS}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'How Stress and Burnout Affect Long-Term Health' }),
    ).toBeTruthy();
    const current = within(screen.getByRole('complementary', { name: 'Staff Pick' })).getByRole('link', {
      name: 'How Stress and Burnout Affect Long-Term Health',
    });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('shows a friendly not-found view, marked noindex, for an unknown slug', async () => {
    renderAt(paths.article('no-such-article'));
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that article' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all articles' }).getAttribute('href')).toBe(paths.articles);
    expect(screen.queryByRole('status')).toBeNull();
    const staffPick = screen.getByRole('complementary', { name: 'Staff Pick' });
    expect(within(staffPick).getAllByRole('link')).toHaveLength(3);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow'),
    );
  });
});
