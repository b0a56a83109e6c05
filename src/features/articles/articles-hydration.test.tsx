// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { ArticlePage } from '../../pages/article-page';
import { ArticlesPage } from '../../pages/articles-page';
import { paths, ROUTE_PATTERNS } from '../../paths';
import type { Blog } from '@shared/schemas/blog';
import { BlogsApiProvider } from './api/blogs-api-context';
import type { BlogsApi } from './api/blogs-api';
import { fakeBlogsApi, makeBlogs } from '../../../tests/support/web/blog-fixtures';
import { deferred } from '../../../tests/support/web/deferred';
import { renderServerPage } from '../../../tests/support/web/prerender-page';
import { keepServerPage } from '../../rendering/server-page';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  cleanup();
  vi.restoreAllMocks();
});

const tree = (api: BlogsApi, router: (page: ReactNode) => ReactNode) => (
  <BlogsApiProvider api={api}>{router(<ArticlesPage />)}</BlogsApiProvider>
);

describe('hydrating the prerendered articles list', () => {
  it('matches the prerendered HTML on the first render, then appends the blogs', async () => {
    const pending = deferred<Blog[]>();
    const { api, calls } = fakeBlogsApi({ listPublishedBlogs: () => pending.promise });

    const { head, body: html } = await renderServerPage(
      tree(api, (page) => page),
      paths.articles,
    );
    expect(calls.list).toBe(0);
    expect(html).not.toContain('Try again');
    expect(head).toContain('<title data-ssr>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverList = container.querySelector('.article-list');
    const serverMarkup = serverList?.outerHTML;
    expect(serverMarkup).toBeTruthy();
    const recoverable: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    // The browser's own location, as the app hydrates with.
    window.history.replaceState(null, '', paths.articles);
    keepServerPage(paths.articles, '');
    await act(async () => {
      root = hydrateRoot(
        container,
        tree(api, (page) => <Router>{page}</Router>),
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });

    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    // Hydration kept the server's nodes: the same list element, unchanged, still showing the bundled articles.
    expect(container.querySelector('.article-list')).toBe(serverList);
    expect(serverList?.outerHTML).toBe(serverMarkup);
    expect(calls.list).toBe(1);

    await act(async () => pending.resolve(makeBlogs(6)));
    const list = within(container).getByRole('list', { name: 'Articles' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });
});

describe('hydrating a prerendered bundled article', () => {
  it('keeps the body the server wrote, node for node, without a mismatch', async () => {
    const slug = 'sleep-recovery-and-performance-in-high-performers';
    const { api } = fakeBlogsApi();
    const page = (
      <BlogsApiProvider api={api}>
        <Route path={ROUTE_PATTERNS.article}>
          <ArticlePage />
        </Route>
      </BlogsApiProvider>
    );
    const { body } = await renderServerPage(page, paths.article(slug));
    const container = document.createElement('div');
    container.innerHTML = body;
    document.body.append(container);
    const serverBody = container.querySelector('[data-server-html="article-body"]');
    expect(serverBody?.innerHTML).toContain('<h2>References</h2>');
    // A mark only the DOM has: the browser must keep what the server sent, not render the body module again.
    serverBody?.insertAdjacentHTML('beforeend', '<p>Kept from the server</p>');
    const serverMarkup = serverBody?.innerHTML;

    const recoverable: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    window.history.replaceState(null, '', paths.article(slug));
    keepServerPage(paths.article(slug), '');
    await act(async () => {
      root = hydrateRoot(container, <Router>{page}</Router>, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });

    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-server-html="article-body"]')).toBe(serverBody);
    expect(serverBody?.innerHTML).toBe(serverMarkup);
    expect(within(container).queryByRole('status', { name: /Loading article/ })).toBeNull();
  });
});
