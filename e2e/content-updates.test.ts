import type { Page } from '../tests/support/e2e/browser';
import { paths } from '../src/paths';
import { API_PATHS } from '@shared/api-paths';
import { API_READS_CACHE, CONTENT_FEED_CACHE, PAGES_CACHE } from '@shared/pwa/offline-caches';
import { api, demoTokens } from '../tests/support/http';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { test, expect, PHONE, baseUrl, openPage, useBrowser, waitForHydration } from '../tests/support/e2e/browser';
import { allCardLinks } from '../tests/support/e2e/articles-list';
import { comeBackToTheApp } from '../tests/support/e2e/page-visibility';
import { waitForPublicReads } from '../tests/support/e2e/public-reads';
import { servedByServiceWorker, waitForServiceWorker } from '../tests/support/e2e/service-worker-page';

const browser = useBrowser();

/** Whether a cache of the page's origin holds a URL with this path (any query). */
function cached(page: Page, cacheName: string, pathname: string): Promise<boolean> {
  return page.evaluate(
    async ([name, path]) => {
      if (!(await caches.has(name))) return false;
      const keys = await (await caches.open(name)).keys();
      return keys.some((request) => new URL(request.url).pathname === path);
    },
    [cacheName, pathname] as const,
  );
}

test.describe('an installed app stays current', { tag: '@desktop' }, () => {
  test('learns of a blog published while it was in the background: a quiet notice, no reload, the list kept current offline', async () => {
    test.setTimeout(120_000);
    const slug = `fresh-${Date.now().toString(36)}`;
    const title = `Fresh air and blood pressure ${slug.slice(-5)}`;
    const { context, page } = await openPage(browser, paths.articles, PHONE, { serviceWorker: true });
    await waitForServiceWorker(page);
    // The worker has noted where the content stands, and keeps the list the page read.
    await expect.poll(() => cached(page, CONTENT_FEED_CACHE, '/content-feed-state'), { timeout: 20_000 }).toBe(true);
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page, 30_000);
    await expect.poll(() => cached(page, API_READS_CACHE, API_PATHS.blogs), { timeout: 20_000 }).toBe(true);
    expect(await allCardLinks(page)).not.toContain(paths.article(slug));
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: string }).__sameDocument = 'never reloaded';
    });

    const { admin } = await demoTokens();
    const writtenAt = Date.now();
    const created = await api('/blog', {
      method: 'POST',
      token: admin,
      json: {
        title,
        slug_url: slug,
        category: 2,
        brief_paragraph: 'Published while the app was in the background.',
        blogs_content: [{ heading: 'Outside', paragraph: '<p>A walk a day.</p>' }],
      },
    });
    expect(created.res.status).toBe(201);
    await waitForPublicReads(writtenAt, paths.article(slug), true);

    await page.evaluate(() => {
      (window as unknown as { __focused: Element | null }).__focused = document.activeElement;
    });
    await comeBackToTheApp(page);
    const notice = page.getByRole('status').filter({ hasText: `New article: ${title}` });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    const link = notice.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('href', paths.article(slug));
    await expect(notice.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    // Quiet: not the app-update prompt, nothing focused for the visitor, 44px targets.
    await expect(page.getByText('A new version is available.')).toHaveCount(0);
    expect(
      await page.evaluate(() => document.activeElement === (window as unknown as { __focused: Element }).__focused),
    ).toBe(true);
    for (const target of [link, notice.getByRole('button', { name: 'Dismiss' })]) {
      expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    expect(await findAxeViolations(page)).toEqual([]);

    // The list on screen shows the new blog, read again in place: the same document, never reloaded.
    await expect.poll(() => allCardLinks(page), { timeout: 20_000 }).toContain(paths.article(slug));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument)).toBe(
      'never reloaded',
    );

    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'New article' })).toHaveCount(0);

    // Offline, the saved articles list has it too.
    await context.setOffline(true);
    await page.goto(paths.articles, { waitUntil: 'load' });
    expect(await servedByServiceWorker(page)).toBe(true);
    await waitForHydration(page, 30_000);
    await expect.poll(() => allCardLinks(page), { timeout: 20_000 }).toContain(paths.article(slug));
    await context.close();
  });

  test('refreshes the kept articles list itself, whatever page is open, before telling it', async () => {
    test.setTimeout(120_000);
    const slug = `kept-${Date.now().toString(36)}`;
    const title = `Kept current ${slug.slice(-5)}`;
    const { context, page } = await openPage(browser, paths.articles, PHONE, { serviceWorker: true });
    await waitForServiceWorker(page);
    await expect.poll(() => cached(page, CONTENT_FEED_CACHE, '/content-feed-state'), { timeout: 20_000 }).toBe(true);
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => cached(page, API_READS_CACHE, API_PATHS.blogs), { timeout: 20_000 }).toBe(true);
    // A page that reads no blogs: only the service worker can bring the kept list up to date.
    await page.goto(paths.team, { waitUntil: 'load' });
    await waitForHydration(page, 30_000);
    const { admin } = await demoTokens();
    const json = { title, slug_url: slug, category: 2, blogs_content: [{ heading: 'H', paragraph: '<p>P.</p>' }] };
    const writtenAt = Date.now();
    expect((await api('/blog', { method: 'POST', token: admin, json })).res.status).toBe(201);
    await waitForPublicReads(writtenAt, paths.article(slug), true);

    await comeBackToTheApp(page);
    await expect(page.getByRole('status').filter({ hasText: `New article: ${title}` })).toBeVisible({
      timeout: 30_000,
    });
    const keptList = await page.evaluate(
      async ([name, path]) => (await (await caches.open(name)).match(path))?.text() ?? '',
      [API_READS_CACHE, API_PATHS.blogs] as const,
    );
    expect(keptList).toContain(`"slug_url":"${slug}"`);

    // Its link opens the article inside the app: the same document.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: string }).__sameDocument = 'never reloaded';
    });
    await page.getByRole('status').getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(paths.article(slug));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument)).toBe(
      'never reloaded',
    );
    await context.close();
  });

  test('drops its copy of a blog that has been deleted, and announces nothing', async () => {
    test.setTimeout(120_000);
    const slug = `gone-${Date.now().toString(36)}`;
    const title = `Soon deleted ${slug.slice(-5)}`;
    const { admin } = await demoTokens();
    const json = { title, slug_url: slug, category: 2, blogs_content: [{ heading: 'H', paragraph: '<p>P.</p>' }] };
    const created = await api('/blog', { method: 'POST', token: admin, json });
    expect(created.res.status).toBe(201);
    const { context, page } = await openPage(browser, paths.home, PHONE, { serviceWorker: true });
    await waitForServiceWorker(page);
    await expect.poll(() => cached(page, CONTENT_FEED_CACHE, '/content-feed-state'), { timeout: 20_000 }).toBe(true);
    // Opened once while online: the service worker keeps the server-rendered page.
    await page.goto(paths.article(slug), { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => cached(page, PAGES_CACHE, paths.article(slug)), { timeout: 20_000 }).toBe(true);

    const id = (created.body.data as { blog_id: string }).blog_id;
    const deletedAt = Date.now();
    expect((await api(`/blog/${id}`, { method: 'DELETE', token: admin })).res.status).toBe(200);
    // The server's pages read through a few seconds' cache of their own: the app checks once the page is gone there.
    await expect(async () => expect((await fetch(`${baseUrl()}${paths.article(slug)}`)).status).toBe(404)).toPass({
      timeout: 20_000,
    });
    await waitForPublicReads(deletedAt, paths.article(slug), false);
    await page.goto(paths.team, { waitUntil: 'load' });
    await waitForHydration(page, 30_000);
    await comeBackToTheApp(page);
    await expect.poll(() => cached(page, PAGES_CACHE, paths.article(slug)), { timeout: 20_000 }).toBe(false);
    await expect(page.getByRole('status').filter({ hasText: 'New article' })).toHaveCount(0);

    // Offline, the deleted blog is no longer offered as saved: the offline page answers.
    await context.setOffline(true);
    await page.goto(paths.article(slug), { waitUntil: 'load' });
    expect(((await page.locator('h1').first().textContent()) ?? '').trim()).toBe('You are offline');
    await context.close();
  });
});
