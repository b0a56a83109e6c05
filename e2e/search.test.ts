import type { BrowserContext, Page } from '../tests/support/e2e/browser';
import { DEMO_BLOGS } from '../tools/scripts/lib/demo-data';
import { paths } from '../src/paths';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { test, expect, PHONE, openPage, useBrowser, waitForHydration } from '../tests/support/e2e/browser';
import { servedByServiceWorker, waitForServiceWorker } from '../tests/support/e2e/service-worker-page';

// Site search on a phone (decision 0026): the header link, the server's results, and search offline.
const browser = useBrowser();
let context: BrowserContext | undefined;
test.afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** The search engine's chunk and the index: loaded only where the browser searches itself. */
const SEARCH_CODE = /\/assets\/client-search-[\w-]+\.js$|\/search-index\.json$/;

function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

test.describe('site search', { tag: '@desktop' }, () => {
  test('header link → search page → a query with a typo → results → follow one', async () => {
    const opened = await openPage(browser, paths.team, PHONE);
    ({ context } = opened);
    const { page } = opened;
    const requests = watchRequests(page);
    const banner = page.getByRole('banner');
    const link = banner.getByRole('link', { name: 'Search', exact: true });
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    // Call, Contact, Search and the text-size buttons share one row at 390 px (the strip does not grow).
    const group = await banner.getByRole('group', { name: 'Text size' }).boundingBox();
    const middle = (b: { y: number; height: number } | null) => (b ? b.y + b.height / 2 : NaN);
    expect(Math.abs(middle(box) - middle(group))).toBeLessThan(4);
    expect(await overflows(page)).toBe(false);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await overflows(page)).toBe(false);
    await page.setViewportSize(PHONE);

    await link.click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('Search the site').fill('blod pressure');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=blod\+pressure$/);
    await expect(page.getByRole('status').getByText(/results? for “blod pressure”/)).toBeVisible();
    expect(await results(page).count()).toBeGreaterThan(0);
    const marked = await page.locator('ol[aria-label="Search results"] mark').allTextContents();
    expect(marked.map((word) => word.toLowerCase())).toContain('blood');
    // The server answered: the browser loaded no search code for it.
    expect(requests.filter((url) => SEARCH_CODE.test(new URL(url).pathname))).toEqual([]);
    expect(await findAxeViolations(page)).toEqual([]);
    // Hydrated from the embedded results without a mismatch or any other error.
    await waitForHydration(page);
    expect(opened.errors).toEqual([]);

    const first = results(page).first().getByRole('link');
    const title = (await first.textContent())?.trim() ?? '';
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
    expect(title.length).toBeGreaterThan(0);
  });

  test('searches offline over the precached pages', async () => {
    const opened = await openPage(browser, paths.home, PHONE, { serviceWorker: true });
    ({ context } = opened);
    const { page } = opened;
    await waitForServiceWorker(page);
    // One search online: the page fetches the published blogs and location pages for the service worker to keep.
    const kept = page.waitForResponse((response) => response.url().endsWith('/api/search-documents'));
    await page.goto(`${paths.search}?q=${encodeURIComponent('membership')}`, { waitUntil: 'load' });
    expect((await kept).status()).toBe(200);
    await context.setOffline(true);

    await page.goto(`${paths.search}?q=${encodeURIComponent('cardi')}`, { waitUntil: 'load' });
    expect(await servedByServiceWorker(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('status').getByText(/results? for “cardi”/)).toBeVisible({ timeout: 20_000 });
    const hrefs = await page
      .locator('ol[aria-label="Search results"] h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.some((href) => href?.startsWith('/team-individual/'))).toBe(true);
    // The box shows the query it searched.
    await expect(page.getByLabel('Search the site')).toHaveValue('cardi');
    await expect(page.getByText(/blog posts and location pages .* are not searched/)).toHaveCount(0);

    // A published blog (from the documents kept while online), with a typo: "Know Your Numbers" as "know numbrs".
    const blogTitle = DEMO_BLOGS[0]?.blog.title ?? '';
    expect(blogTitle).toMatch(/^Know Your Numbers/);
    await page.goto(`${paths.search}?q=${encodeURIComponent('know numbrs')}`, { waitUntil: 'load' });
    await expect(page.getByRole('status').getByText(/results? for “know numbrs”/)).toBeVisible({ timeout: 20_000 });
    await expect(results(page).getByRole('link', { name: blogTitle, exact: true })).toBeVisible();

    // A new query typed offline: the service worker answers the form's GET with the same shell.
    await page.getByLabel('Search the site').fill('pelvc floor');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=pelvc\+floor$/);
    await expect(page.getByRole('status').getByText(/results? for “pelvc floor”/)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('ol[aria-label="Search results"] h2 a').first()).toHaveAttribute(
      'href',
      paths.pelvicFloor,
    );
    expect(await findAxeViolations(page)).toEqual([]);
  });
});
