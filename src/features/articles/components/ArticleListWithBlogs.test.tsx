// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import type { Blog } from '@shared/schemas/blog';
import { BlogsApiProvider } from '../api/blogs-api-context';
import type { BlogsApi } from '../api/blogs-api';
import { fakeBlogsApi, makeBlog, makeBlogs } from '../../../../tests/support/web/blog-fixtures';
import { deferred } from '../../../../tests/support/web/deferred';
import { BUNDLED_ARTICLE_CARDS } from '../bundled-cards';
import { ArticleListWithBlogs } from './ArticleListWithBlogs';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';
import { paths } from '../../../paths';
import { CONTENT_UPDATED_EVENT } from '@shared/pwa/messages';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderList(api: BlogsApi) {
  return renderWithProviders(<ArticleListWithBlogs bundled={BUNDLED_ARTICLE_CARDS} />, {
    path: paths.articles,
    wrapper: ({ children }) => <BlogsApiProvider api={api}>{children}</BlogsApiProvider>,
  });
}

const cardLinks = () =>
  within(screen.getByRole('list', { name: 'Articles' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const page = (n: number) => fireEvent.click(screen.getByRole('button', { name: `Page ${n}` }));
const SLEEP = '/article/sleep-recovery-and-performance-in-high-performers';

describe('ArticleListWithBlogs', () => {
  it('appends the published blogs after the seven bundled articles, six cards a page', async () => {
    const { api, calls } = fakeBlogsApi({ listPublishedBlogs: async () => makeBlogs(8) });
    renderList(api);
    expect(cardLinks()).toEqual(BUNDLED_ARTICLE_CARDS.slice(0, 6).map((card) => `/article/${card.slug}`));
    await screen.findByRole('button', { name: 'Page 3' });

    expect(cardLinks()).toHaveLength(6);
    page(2);
    expect(cardLinks()).toEqual([SLEEP, ...[1, 2, 3, 4, 5].map((n) => `/article/api-blog-${n}`)]);
    page(3);
    expect(cardLinks()).toEqual(['/article/api-blog-6', '/article/api-blog-7', '/article/api-blog-8']);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(calls.list).toBe(1);
  });

  it('shows an API blog as a card: title cut to 50 characters, brief paragraph, image and article link', async () => {
    const blog = makeBlog();
    const { api } = fakeBlogsApi({ listPublishedBlogs: async () => [blog] });
    const { container } = renderList(api);
    page(2);
    const link = await screen.findByRole('link', { name: blog.title });
    expect(link.getAttribute('href')).toBe(`/article/${blog.slug_url}`);
    const shown = link.querySelector('[aria-hidden="true"]')?.textContent ?? '';
    expect(shown).toBe(`${blog.title.slice(0, 50)}…`);
    expect(shown).toBe('Know Your Numbers: Blood Pressure After 40 and Wha…');
    expect(screen.getByText(blog.brief_paragraph)).toBeTruthy();
    const image = container.querySelector(`img[src="${blog.blog_image}"]`);
    expect(image?.getAttribute('width')).toBe('640');
    expect(image?.getAttribute('height')).toBe('360');
    // Beside a title that says it all, the card image is decorative, as the bundled art is.
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('skips a blog whose slug a bundled article uses, and repeated slugs', async () => {
    const bundledSlug = BUNDLED_ARTICLE_CARDS[0]?.slug ?? '';
    const blogs: Blog[] = [
      makeBlog({ slug_url: bundledSlug, title: 'An API copy of a bundled article' }),
      makeBlog({ slug_url: 'api-only', title: 'API only' }),
      makeBlog({ slug_url: 'api-only', title: 'API only again' }),
    ];
    const { api } = fakeBlogsApi({ listPublishedBlogs: async () => blogs });
    renderList(api);
    page(2);
    await screen.findByRole('link', { name: 'API only' });
    expect(cardLinks()).toEqual([SLEEP, '/article/api-only']);
    expect(screen.queryByRole('link', { name: 'An API copy of a bundled article' })).toBeNull();
    page(1);
    expect(screen.getByRole('link', { name: 'What Does Prevention Actually Look Like After 40?' })).toBeTruthy();
  });

  it('keeps the visitor on their page while the blogs arrive, and shows no spinner meanwhile', async () => {
    const pending = deferred<Blog[]>();
    const { api } = fakeBlogsApi({ listPublishedBlogs: () => pending.promise });
    const { container } = renderList(api);
    page(2);
    expect(cardLinks()).toEqual([SLEEP]);
    expect(container.querySelector('.article-list__notice')).toBeNull();
    expect(screen.queryByText(/loading/i)).toBeNull();

    await act(async () => pending.resolve(makeBlogs(3)));

    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(cardLinks()).toEqual([SLEEP, '/article/api-blog-1', '/article/api-blog-2', '/article/api-blog-3']);
  });

  it('keeps the bundled articles and offers "Try again" when the blogs fail to load; a retry appends them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let attempts = 0;
    const retry = deferred<Blog[]>();
    const { api } = fakeBlogsApi({
      listPublishedBlogs: async () => {
        attempts += 1;
        if (attempts === 1) throw new ApiRequestError('The server took too long to respond.', 'timeout');
        return retry.promise;
      },
    });
    renderList(api);
    const button = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('We could not load our newest articles just now.')).toBeTruthy();
    expect(button.closest('[role="status"]')).not.toBeNull();
    expect(cardLinks()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();

    button.focus();
    fireEvent.click(button);
    // The same button stays put (and keeps focus) while the retry runs; a second click does nothing.
    expect(button.textContent).toBe('Trying again…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(attempts).toBe(2);

    await act(async () => retry.resolve(makeBlogs(6)));
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
    const added = screen.getByText('Our newest articles have been added to the list.');
    await waitFor(() => expect(document.activeElement).toBe(added));
    page(3);
    expect(cardLinks()).toEqual(['/article/api-blog-6']);
  });

  it('offers "Try again" again when the retry fails too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, calls } = fakeBlogsApi({
      listPublishedBlogs: async () => {
        throw new ApiRequestError('We could not reach the server.', 'network');
      },
    });
    renderList(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.list).toBe(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(cardLinks()).toHaveLength(6);
  });

  it('reads the blogs again in place when the installed app reports new content, with no notice and no focus move', async () => {
    let blogs = makeBlogs(1);
    const { api, calls } = fakeBlogsApi({ listPublishedBlogs: async () => blogs });
    renderList(api);
    page(2);
    await screen.findByRole('link', { name: blogs[0]?.title });
    blogs = [...makeBlogs(2)];
    const focused = document.activeElement;
    act(() => void window.dispatchEvent(new Event(CONTENT_UPDATED_EVENT)));
    await waitFor(() => expect(cardLinks()).toContain('/article/api-blog-2'));
    expect(calls.list).toBe(2);
    // The visitor stays on the page they were reading.
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText('Our newest articles have been added to the list.')).toBeNull();
    expect(document.activeElement).toBe(focused);
  });
});
