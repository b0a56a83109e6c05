import type { Page } from '../tests/support/e2e/browser';
import { COLLECTIONS } from '@shared/collections';
import type { LocationPageInput } from '@shared/schemas/location-page';
import { emulatorAdmin } from '../tests/support/admin-sdk';
import { api, demoTokens } from '../tests/support/http';
import { XSS_VECTORS } from '../tests/support/xss-vectors';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { test, expect, escapeRegExp, openPage, useBrowser, waitUntilSettled } from '../tests/support/e2e/browser';
import { expectNothingRan, watchDialogs } from '../tests/support/e2e/hostile-html';

const browser = useBrowser();

const YORKVILLE = {
  slug: 'executive-health-yorkville',
  heading: 'Preventive Care for Yorkville Professionals',
  metaTitle: 'Executive Health Assessments near Yorkville',
  description: 'Comprehensive executive health assessments and preventive care memberships near Yorkville, Toronto.',
  keywords: 'executive health Yorkville, preventive care Toronto, health assessment',
  canonical: 'https://example.com/location/executive-health-yorkville',
};

/** Every vector, plus payloads that would set a flag the test can read, spread over the page's HTML fields. */
function hostilePage(slug: string): LocationPageInput {
  const flagged = [
    '<script>window.__xss = "script"</script>',
    '<img src=x onerror="window.__xss = \'img\'">',
    '<svg><animate onbegin="window.__xss = \'svg\'" attributeName="x" dur="1s"></animate></svg>',
    '<details open ontoggle="window.__xss = \'details\'"><summary>x</summary></details>',
    '<a href="javascript:window.__xss=\'link\'" id="bad-link">bad link</a>',
  ];
  const vectors = [...XSS_VECTORS, ...flagged];
  const part = (n: number) => `<p>Safe paragraph ${n}.</p>${vectors.filter((_, i) => i % 5 === n).join('')}`;
  return {
    slug_url: slug,
    main_heading: 'Hostile content probe',
    main_paragraph: part(0),
    highlighted_heading: 'Banner',
    heading_1: 'One',
    paragraph_1: part(1),
    heading_2: 'Two',
    paragraph_2: part(2),
    heading_3: 'Three',
    paragraph_3: part(3),
    heading_4: 'Four',
    paragraph_4: part(4),
    meta_keywords: '',
    meta_link: '',
    meta_title: 'Hostile content probe',
    meta_description: 'Checks that admin HTML cannot run script.',
    published: true,
  };
}

async function expectNothingRanOnProbe(page: Page, dialogs: string[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Hostile content probe' })).toBeVisible();
  for (let n = 0; n < 5; n += 1) await expect(page.getByText(`Safe paragraph ${n}.`)).toBeVisible();
  await expectNothingRan(page, dialogs, '.location-rich-text');
  await expect(page.locator('.location-rich-text')).toHaveCount(5);
}

test.describe('public location page', () => {
  test('shows a seeded page with its head tags, partner logos, sections and GET STARTED', async ({
    screenSize: viewport,
  }) => {
    const { context, page, errors } = await openPage(browser, `/location/${YORKVILLE.slug}`, viewport);
    await expect(page.getByRole('heading', { level: 1, name: YORKVILLE.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.title()).resolves.toContain(YORKVILLE.metaTitle);
    // The record's description is in the head (the app shell's generic one may sit beside it; see the report).
    await expect(page.locator(`meta[name="description"][content="${YORKVILLE.description}"]`)).toHaveCount(1);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', YORKVILLE.keywords);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', YORKVILLE.canonical);
    await expect(page.getByRole('heading', { name: 'Working alongside trusted partners' })).toBeVisible();
    for (const heading of ['Executive health assessments in Yorkville', 'A team that knows you', 'Getting started']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { level: 2, name: 'Take the first step toward a healthier year' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await waitUntilSettled(page);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).resolves.toBeLessThanOrEqual(0);
    expect(await findAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('uses the page address as canonical when the record has no link', { tag: '@desktop' }, async () => {
    const { context, page } = await openPage(browser, '/location/preventive-care-north-york');
    await expect(page.getByRole('heading', { level: 1, name: 'Preventive Health Care for North York' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(
      /\/location\/preventive-care-north-york$/,
    );
    await context.close();
  });

  test('shows the 404 view, noindex, for a page that does not exist', { tag: '@desktop' }, async () => {
    const { context, page } = await openPage(browser, '/location/no-such-place');
    await expect(page.getByRole('heading', { level: 1, name: /Requested Page Could Not Be Found/ })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', escapeRegExp('noindex'));
    expect(await findAxeViolations(page)).toEqual([]);
    await context.close();
  });

  test(
    'offers "Try again" when loading fails after client-side navigation, and loads on the second try',
    { tag: '@desktop' },
    async () => {
      // Opened directly, the page comes rendered with its record; only client-side navigation loads it.
      const { context, page } = await openPage(browser, '/contact');
      // Every load fails until the "server" recovers (development builds may send the request twice).
      let failing = true;
      await page.route('**/api/locationpages/url/**', async (route) => {
        if (!failing) return route.continue();
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', message: 'The service is briefly unavailable. Please try again.' }),
        });
      });
      // wouter follows history.pushState, as a click on an in-app link does.
      await page.evaluate((path) => window.history.pushState(null, '', path), `/location/${YORKVILLE.slug}`);
      await expect(page.getByText('The service is briefly unavailable. Please try again.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toHaveCount(1);
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: YORKVILLE.heading })).toBeVisible();
      await context.close();
    },
  );

  test('runs no script from admin HTML saved through the API', { tag: '@desktop' }, async () => {
    test.setTimeout(60_000);
    const { admin } = await demoTokens();
    const slug = `xss-public-${Date.now()}`;
    const created = await api('/api/locationpages/create', { method: 'POST', token: admin, json: hostilePage(slug) });
    expect(created.res.status).toBe(201);
    const id = (created.body.data as { location_id: string }).location_id;
    try {
      const { context, page } = await openPage(browser, '/');
      const dialogs = watchDialogs(page);
      await page.goto(`/location/${slug}`);
      await expectNothingRanOnProbe(page, dialogs);
      await context.close();
    } finally {
      await api(`/api/locationpages/${id}`, { method: 'DELETE', token: admin });
    }
  });

  test(
    'runs no script even from a record that skipped the server sanitizer (written straight to Firestore)',
    { tag: '@desktop' },
    async () => {
      test.setTimeout(60_000);
      const { db } = await emulatorAdmin();
      const slug = `xss-raw-${Date.now()}`;
      const ref = db.collection(COLLECTIONS.locationPages).doc(slug);
      await ref.set({ ...hostilePage(slug), createdAt: new Date(), updatedAt: new Date() });
      try {
        const { context, page } = await openPage(browser, '/');
        const dialogs = watchDialogs(page);
        await page.goto(`/location/${slug}`);
        await expectNothingRanOnProbe(page, dialogs);
        await context.close();
      } finally {
        await ref.delete();
      }
    },
  );
});
