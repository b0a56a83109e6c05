import type { Page } from '../tests/support/e2e/browser';
import { DEMO_BLOGS } from '../tools/scripts/lib/demo-data';
import { ARTICLE_SLUGS } from '../src/features/articles/content/articles';
import { COLLECTIONS } from '@shared/collections';
import type { BlogInput } from '@shared/schemas/blog';
import { emulatorAdmin } from '../tests/support/admin-sdk';
import { api, signInWithPassword } from '../tests/support/http';
import { findAxeViolations } from '../tests/support/e2e/axe';
import {
  test,
  expect,
  escapeRegExp,
  DESKTOP,
  PHONE,
  baseUrl,
  openPage,
  waitForHydration,
  useBrowser,
  waitUntilSettled,
} from '../tests/support/e2e/browser';
import { expectNothingRan, watchDialogs } from '../tests/support/e2e/hostile-html';
import { allCardLinks } from '../tests/support/e2e/articles-list';

const browser = useBrowser();

const SEEDED = DEMO_BLOGS.map(({ blog }) => ({
  slug: blog.slug_url ?? '',
  title: blog.title,
  metaTitle: blog.metaTitle ?? blog.title,
  headings: (blog.blogs_content ?? []).map((item) => item.heading),
}));
const BLOOD_PRESSURE = SEEDED.find((blog) => blog.slug === 'know-your-numbers-blood-pressure-after-40');

/** Runs if rendered; the tests check that it never does. */
const HOSTILE_PARAGRAPH =
  '<p>Safe words stay.</p><img src=x onerror="window.__xss=1"><script>window.__xss = 2</script>' +
  '<a href="javascript:window.__xss=3" id="bad-link">bad link</a>' +
  '<svg><animate onbegin="window.__xss=4" attributeName="x" dur="1s"></animate></svg>' +
  '<details open ontoggle="window.__xss=5"><summary>x</summary></details>' +
  '<iframe srcdoc="<script>parent.__xss=6</script>"></iframe><p style="color:red">Styled words stay.</p>';

function hostileBlog(slug: string): BlogInput {
  return {
    title: 'Hostile blog probe',
    slug_url: slug,
    brief_paragraph: 'Checks that blog HTML cannot run script on the public article page.',
    published_date: 'November 5, 2026',
    category: 3,
    blogs_content: [{ heading: 'Probe', paragraph: HOSTILE_PARAGRAPH }],
    metaTitle: 'Hostile blog probe',
    metaDescription: 'Checks that blog HTML cannot run script.',
    published: true,
  };
}

async function expectNothingRanOnProbe(page: Page, dialogs: string[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Hostile blog probe' })).toBeVisible();
  await expect(page.getByText('Safe words stay.')).toBeVisible();
  await expect(page.getByText('Styled words stay.')).toBeVisible();
  await expectNothingRan(page, dialogs, '.article-body');
}

test.describe('published blogs on the articles list', { tag: '@desktop' }, () => {
  test('prerenders the bundled articles only', async () => {
    const html = await (await fetch(`${baseUrl()}/article-main`)).text();
    expect(html.match(/class="article-card"/g)).toHaveLength(6);
    for (const blog of SEEDED) expect(html).not.toContain(`/article/${blog.slug}`);
  });

  test('appends the seeded blogs after the seven bundled articles, from page 2 on', async () => {
    const { context, page, errors } = await openPage(browser, '/article-main', PHONE);
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(6);
    // Page 2 holds the seventh bundled article, then the blogs as they arrive (appended; the page is kept).
    // (Which page each blog lands on depends on how many blogs exist: other tiers sharing the stack add theirs,
    // newest first. Where the seeded ones stand is checked over all pages below.)
    await page.getByRole('button', { name: 'Page 2' }).click();
    // The blogs have arrived once page 2 holds more than the seventh bundled article.
    await page.waitForFunction(() => document.querySelectorAll('main article').length > 1, null, { timeout: 30_000 });
    await expect(cards.first().locator('a')).toHaveAttribute('href', `/article/${ARTICLE_SLUGS[6]}`);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(await findAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Page 1' }).click();
    await expect(cards).toHaveCount(6);
    const hrefs = await allCardLinks(page);
    expect(hrefs.slice(0, 7)).toEqual(ARTICLE_SLUGS.map((slug) => `/article/${slug}`));
    for (const blog of SEEDED) {
      expect(hrefs.indexOf(`/article/${blog.slug}`), blog.slug).toBeGreaterThanOrEqual(7);
    }
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await expect(page.getByText('We could not load our newest articles just now.')).toHaveCount(0);

    // A seeded blog opens from its card (client-side navigation).
    const first = SEEDED[0];
    if (!first) throw new Error('The demo data has no blogs.');
    await page.goto('/article-main', { waitUntil: 'load' });
    // The pagination buttons work once the list is hydrated.
    await waitForHydration(page, 30_000);
    const pageOfFirst = Math.floor(hrefs.indexOf(`/article/${first.slug}`) / 6) + 1;
    for (let n = 1; n < pageOfFirst; n += 1) await page.getByRole('button', { name: 'Next page' }).click();
    const target = page.getByRole('link', { name: first.title });
    await target.click();
    await expect(page).toHaveURL((url) => url.pathname === `/article/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('keeps the bundled articles and offers "Try again" when the blogs fail to load', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    let failing = true;
    await page.route('**/blogs', async (route) => {
      if (!failing) return route.continue();
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: 'The service is briefly unavailable.' }),
      });
    });
    await page.goto(`${baseUrl()}/article-main`);
    await expect(page.getByText('We could not load our newest articles just now.')).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(6);
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Our newest articles have been added to the list.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 1' })).toBeVisible();
    expect(await allCardLinks(page)).toContain(`/article/${SEEDED[0]?.slug}`);
    await context.close();
  });
});

test.describe('a published blog on its own page', () => {
  test('opens a seeded blog with its title, meta title, sections and Staff Pick', async ({ screenSize: viewport }) => {
    if (!BLOOD_PRESSURE) throw new Error('The demo data no longer has the blood-pressure blog.');
    const { context, page, errors } = await openPage(browser, `/article/${BLOOD_PRESSURE.slug}`, viewport);
    await expect(page.getByRole('heading', { level: 1, name: BLOOD_PRESSURE.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.title()).resolves.toContain(BLOOD_PRESSURE.metaTitle);
    for (const heading of BLOOD_PRESSURE.headings) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText('Published November 3, 2026')).toBeVisible();
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('"@type":"BlogPosting"')]),
    );
    await expect(page.getByRole('complementary', { name: 'Staff Pick' }).getByRole('link')).toHaveCount(3);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await waitUntilSettled(page);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).resolves.toBeLessThanOrEqual(0);
    expect(await findAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows the friendly not-found view, noindex, for an unknown slug', { tag: '@desktop' }, async () => {
    const { context, page } = await openPage(browser, '/article/no-such-blog-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that article' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/article-main');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', escapeRegExp('noindex'));
    expect(await findAxeViolations(page)).toEqual([]);
    await context.close();
  });

  test(
    'opened directly, hydrates from the record in the page without asking the API for it',
    { tag: '@desktop' },
    async () => {
      if (!BLOOD_PRESSURE) throw new Error('The demo data no longer has the blood-pressure blog.');
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/blogs/url/')) asked.push(request.url());
      });
      await page.goto(`${baseUrl()}/article/${BLOOD_PRESSURE.slug}`);
      await waitForHydration(page);
      await waitUntilSettled(page);
      expect(asked).toEqual([]);
      await context.close();
    },
  );

  test(
    'offers "Try again" when the blog fails to load after client-side navigation, and loads it on the second try',
    { tag: '@desktop' },
    async () => {
      if (!BLOOD_PRESSURE) throw new Error('The demo data no longer has the blood-pressure blog.');
      // Opened directly, the page comes rendered with its record; only client-side navigation loads it.
      const { context, page } = await openPage(browser, '/contact');
      let failing = true;
      await page.route('**/api/blogs/url/**', async (route) => {
        if (!failing) return route.continue();
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', message: 'The service is briefly unavailable. Please try again.' }),
        });
      });
      // wouter follows history.pushState, as a click on an in-app link does.
      await page.evaluate((path) => window.history.pushState(null, '', path), `/article/${BLOOD_PRESSURE.slug}`);
      await expect(page.getByText('The service is briefly unavailable. Please try again.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'This article could not be loaded' })).toBeVisible();
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: BLOOD_PRESSURE.title })).toBeVisible();
      await context.close();
    },
  );
});

test.describe('blog HTML on the public page', { tag: '@desktop' }, () => {
  test('runs no script from a blog created through the API', async () => {
    test.setTimeout(60_000);
    const signIn = await signInWithPassword('admin@example.com', 'Admin-demo-1');
    const token = signIn.body.idToken;
    if (!token) throw new Error(`The demo admin could not sign in: ${signIn.body.error?.message}`);
    const slug = `xss-blog-${Date.now()}`;
    const created = await api('/blog', { method: 'POST', token, json: hostileBlog(slug) });
    expect(created.res.status).toBe(201);
    const id = (created.body.data as { blog_id: string }).blog_id;
    try {
      await expect(async () => expect((await api(`/api/blogs/url/${slug}`)).res.status).toBe(200)).toPass({
        timeout: 20_000,
      });
      const { context, page, errors } = await openPage(browser, '/');
      const dialogs = watchDialogs(page);
      await page.goto(`/article/${slug}`);
      await expectNothingRanOnProbe(page, dialogs);
      await expect(page.title()).resolves.toContain('Hostile blog probe');
      expect(await findAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await api(`/blog/${id}`, { method: 'DELETE', token });
    }
  });

  test('runs no script even from a blog that skipped the server sanitizer (written straight to Firestore)', async () => {
    test.setTimeout(60_000);
    const { db } = await emulatorAdmin();
    const slug = `xss-raw-blog-${Date.now()}`;
    const ref = db.collection(COLLECTIONS.blogs).doc(slug);
    await ref.set({
      ...hostileBlog(slug),
      blog_image: '',
      blog_image_alt: '',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    try {
      const { context, page } = await openPage(browser, '/');
      const dialogs = watchDialogs(page);
      await page.goto(`/article/${slug}`);
      await expectNothingRanOnProbe(page, dialogs);
      await context.close();
    } finally {
      await ref.delete();
    }
  });
});
