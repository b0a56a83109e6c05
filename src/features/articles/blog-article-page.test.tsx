// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { ApiRequestError } from '../../lib/api-client';
import { ArticlePage } from '../../pages/article-page';
import { paths, ROUTE_PATTERNS } from '../../paths';
import { BlogsApiProvider } from './api/blogs-api-context';
import { BLOGS_API, type BlogsApi } from './api/blogs-api';
import { fakeBlogsApi, makeBlog } from '../../../tests/support/web/blog-fixtures';
import { ARTICLES } from './content/articles';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';
import { jsonLdBlocks } from '../../../tests/support/web/head';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  delete (window as { __xss?: unknown }).__xss;
});

function renderAt(path: string, api: BlogsApi) {
  return renderWithProviders(
    <Route path={ROUTE_PATTERNS.article}>
      <ArticlePage />
    </Route>,
    { path, wrapper: ({ children }) => <BlogsApiProvider api={api}>{children}</BlogsApiProvider> },
  );
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

const BLOG = makeBlog();

describe('article page for a blog from the API', () => {
  it('shows a loading status, then the blog in the article layout with its head tags', async () => {
    const { api, calls } = fakeBlogsApi({ getPublishedBlog: async () => BLOG });
    const { container } = renderAt(paths.article(BLOG.slug_url), api);
    expect(screen.getByRole('status').textContent).toContain('Loading the article');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    expect(await screen.findByRole('heading', { level: 1, name: BLOG.title })).toBeTruthy();
    expect(calls.get).toEqual([BLOG.slug_url]);
    const image = screen.getByRole('img', { name: BLOG.blog_image_alt });
    expect(image.getAttribute('src')).toBe(BLOG.blog_image);
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('360');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-03');
    expect(screen.getByText('November 3, 2026')).toBeTruthy();
    expect(screen.getByText(BLOG.brief_paragraph)).toBeTruthy();
    const main = screen.getByRole('article');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Why a silent number matters', 'Measuring it properly']);
    expect(within(main).getByText('Blood pressure is the force of blood.').tagName).toBe('P');
    expect(within(main).getByText('Sit quietly for five minutes.').tagName).toBe('LI');
    expect(within(main).getByText(/for educational purposes only/).className).toBe('article-disclaimer');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain(BLOG.title);

    const staffPick = screen.getByRole('complementary', { name: 'Staff Pick' });
    expect(
      within(staffPick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(ARTICLES.slice(0, 3).map((a) => paths.article(a.slug_url)));

    await waitFor(() => expect(document.title).toMatch(/^Blood Pressure After 40: Measure It Right \| /));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(BLOG.metaDescription);
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/article\/know-your-numbers-blood-pressure-after-40$/,
    );
    expect(robots()).toBeNull();
    const [article, breadcrumbs] = jsonLdBlocks();
    expect(article).toMatchObject({
      '@type': 'BlogPosting',
      headline: BLOG.title,
      datePublished: '2026-11-03',
      dateModified: BLOG.updatedAt,
      author: { '@type': 'Organization' },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
    });
    // The 1200×630 crop around the image's focal point (decision 0021).
    expect(String(article?.image)).toMatch(/\/api\/images\/social\/0123456789abcdef0123456789abcdef\.webp$/);
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(article?.image);
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
  });

  it('shows the medical review stamp, and carries it in the JSON-LD', async () => {
    const reviewed = makeBlog({ reviewedBy: 'Dr. Ana Reyes, MD, CCFP', lastReviewed: '2026-10-01' });
    const { api } = fakeBlogsApi({ getPublishedBlog: async () => reviewed });
    renderAt(paths.article(reviewed.slug_url), api);
    const stamp = await screen.findByText(/^Medically reviewed by Dr\. Ana Reyes, MD, CCFP on/);
    expect(stamp.textContent).toBe('Medically reviewed by Dr. Ana Reyes, MD, CCFP on October 1, 2026');
    expect(stamp.querySelector('time')?.getAttribute('datetime')).toBe('2026-10-01');
    await waitFor(() => expect(jsonLdBlocks()[0]).toBeTruthy());
    expect(jsonLdBlocks()[0]?.mainEntityOfPage).toMatchObject({
      '@type': 'MedicalWebPage',
      lastReviewed: '2026-10-01',
      reviewedBy: { '@type': 'Person', name: 'Dr. Ana Reyes, MD, CCFP' },
    });
  });

  it('shows no review stamp on a post never reviewed', async () => {
    const { api } = fakeBlogsApi({ getPublishedBlog: async () => BLOG });
    renderAt(paths.article(BLOG.slug_url), api);
    await screen.findByRole('heading', { level: 1, name: BLOG.title });
    expect(screen.queryByText(/Medically reviewed/)).toBeNull();
  });

  it('falls back to the title and brief paragraph when the blog has no meta title or description', async () => {
    const plain = makeBlog({ metaTitle: '', metaDescription: '', blog_image: '', published_date: '' });
    const { container } = renderAt(
      paths.article(plain.slug_url),
      fakeBlogsApi({ getPublishedBlog: async () => plain }).api,
    );
    await screen.findByRole('heading', { level: 1, name: plain.title });
    await waitFor(() => expect(document.title.startsWith(`${plain.title} | `)).toBe(true));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      plain.brief_paragraph,
    );
    // No image: a decorative illustration of the same size, and no date line.
    expect(container.querySelector('.article-layout__art')?.getAttribute('alt')).toBe('');
    expect(container.querySelector('time, .article-body__date')).toBeNull();
  });

  it('sanitizes the content HTML: no script, handler, javascript: link, iframe or style survives', async () => {
    const hostile = makeBlog({
      blogs_content: [
        {
          heading: 'Hostile',
          paragraph:
            '<p>Kept <strong>bold</strong> and <em>calm</em>.</p><img src=x onerror="window.__xss = 1">' +
            '<script>window.__xss = 2</script><a href="javascript:window.__xss=3">bad link</a>' +
            '<a href="https://example.com/guide" onclick="window.__xss=4">good link</a>' +
            '<a href="/contact">contact link</a><iframe src="https://evil.example"></iframe>' +
            '<p style="color:red" onmouseover="window.__xss=5">styled</p><style>p{color:red}</style>' +
            '<img src="/api/images/abcdefabcdefabcdefabcdefabcdefab.webp" onload="window.__xss=6" alt="Chart">' +
            '<h3>Sub heading</h3><ul><li>Item</li></ul><table><tbody><tr><td>Cell</td></tr></tbody></table>',
        },
      ],
    });
    // Through the real loader, which sanitizes what the API answers before the page shows it.
    vi.stubGlobal('fetch', async () => Response.json({ status: 'success', data: hostile }));
    const { container } = renderAt(paths.article(hostile.slug_url), BLOGS_API);
    await screen.findByText('bold');
    const body = container.querySelector('.article-body') as HTMLElement;
    expect(
      body.querySelector('script, style, iframe, [onerror], [onload], [onclick], [onmouseover], [style]'),
    ).toBeNull();
    expect(screen.getByText('bad link').getAttribute('href')).toBeNull();
    expect(screen.getByText('good link').getAttribute('href')).toBe('https://example.com/guide');
    expect(screen.getByText('good link').getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('contact link').getAttribute('href')).toBe('/contact');
    expect([...body.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/api/images/abcdefabcdefabcdefabcdefabcdefab.webp',
    ]);
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('calm').tagName).toBe('EM');
    expect(screen.getByRole('heading', { level: 3, name: 'Sub heading' })).toBeTruthy();
    expect(screen.getByText('Item').tagName).toBe('LI');
    expect(screen.getByText('Cell').tagName).toBe('TD');
    expect(screen.getByText('styled').tagName).toBe('P');
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('follows a site link inside the blog without reloading the app', async () => {
    const linked = makeBlog({
      blogs_content: [{ heading: 'Next', paragraph: '<p><a href="/article-main">All articles</a></p>' }],
    });
    const { location } = renderAt(
      paths.article(linked.slug_url),
      fakeBlogsApi({ getPublishedBlog: async () => linked }).api,
    );
    const main = await screen.findByRole('article');
    fireEvent.click(within(main).getByRole('link', { name: 'All articles' }));
    expect(location.history.at(-1)).toBe(paths.articles);
  });

  it('shows the friendly not-found view, noindex, when the API has no such blog', async () => {
    const { api, calls } = fakeBlogsApi();
    renderAt(paths.article('no-such-blog'), api);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that article' })).toBeTruthy();
    expect(calls.get).toEqual(['no-such-blog']);
    expect(screen.getByRole('link', { name: 'See all articles' }).getAttribute('href')).toBe(paths.articles);
    await waitFor(() => expect(robots()).toBe('noindex, nofollow'));
    expect(document.title).toMatch(/^Article not found/);
  });

  it('does not ask the API about an address that cannot be a slug', () => {
    const { api, calls } = fakeBlogsApi();
    renderAt('/article/Not%20A%20Slug', api);
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find that article' })).toBeTruthy();
    expect(calls.get).toEqual([]);
  });

  it('explains a failed load and loads the blog on "Try again"', async () => {
    let attempts = 0;
    const { api } = fakeBlogsApi({
      getPublishedBlog: async () => {
        attempts += 1;
        if (attempts === 1) throw new ApiRequestError('The server took too long to respond.', 'timeout');
        return BLOG;
      },
    });
    renderAt(paths.article(BLOG.slug_url), api);
    expect((await screen.findByRole('alert')).textContent).toBe('The server took too long to respond.');
    expect(screen.getByRole('heading', { level: 1, name: 'This article could not be loaded' })).toBeTruthy();
    await waitFor(() => expect(robots()).toBe('noindex, nofollow'));

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status').textContent).toContain('Loading the article');
    expect(await screen.findByRole('heading', { level: 1, name: BLOG.title })).toBeTruthy();
    expect(attempts).toBe(2);
    await waitFor(() => expect(robots()).toBeNull());
  });

  it('shows a server error (5xx) with "Try again", never an endless spinner', async () => {
    const { api } = fakeBlogsApi({
      getPublishedBlog: async () => {
        throw new ApiRequestError('The service is briefly unavailable.', 'server', 503);
      },
    });
    renderAt(paths.article(BLOG.slug_url), api);
    expect((await screen.findByRole('alert')).textContent).toBe('The service is briefly unavailable.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(/Loading the article/)).toBeNull();
  });

  it('never asks the API about a bundled article', async () => {
    const { api, calls } = fakeBlogsApi();
    const article = ARTICLES[1];
    // Its body is a chunk of its own, which React waits for within this act.
    await act(async () => renderAt(paths.article(article?.slug_url ?? ''), api));
    expect(screen.getByRole('heading', { level: 1, name: article?.main_heading })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What stress does in the body' })).toBeTruthy();
    expect(calls.get).toEqual([]);
  });
});
