import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTIONS } from '../src/shared/collections';
import type { LocationPageInput } from '../src/shared/schemas/location-page';
import { emulatorAdmin } from '../tests/support/admin-sdk';
import { api, demoTokens } from '../tests/support/http';
import { XSS_VECTORS } from '../tests/support/xss-vectors';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { DESKTOP, PHONE, openPage, useBrowser } from '../tests/support/e2e/browser';
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
  await page.getByRole('heading', { level: 1, name: 'Hostile content probe' }).waitFor();
  for (let n = 0; n < 5; n += 1) await page.getByText(`Safe paragraph ${n}.`).waitFor();
  await expectNothingRan(page, dialogs, '.location-rich-text');
  await expect(page.locator('.location-rich-text').count()).resolves.toBe(5);
}

describe('public location page', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'shows a seeded page with its head tags, partner logos, sections and GET STARTED on a %s',
    async (_n, viewport) => {
      const { context, page, errors } = await openPage(browser, `/location/${YORKVILLE.slug}`, viewport);
      await page.getByRole('heading', { level: 1, name: YORKVILLE.heading }).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      await expect(page.title()).resolves.toContain(YORKVILLE.metaTitle);
      // The record's description is in the head (the app shell's generic one may sit beside it; see the report).
      await expect(page.locator(`meta[name="description"][content="${YORKVILLE.description}"]`).count()).resolves.toBe(
        1,
      );
      await expect(page.locator('meta[name="keywords"]').getAttribute('content')).resolves.toBe(YORKVILLE.keywords);
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(YORKVILLE.canonical);
      await page.getByRole('heading', { name: 'Working alongside trusted partners' }).waitFor();
      for (const heading of ['Executive health assessments in Yorkville', 'A team that knows you', 'Getting started']) {
        await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      }
      await page.getByRole('heading', { level: 2, name: 'Take the first step toward a healthier year' }).waitFor();
      await expect(page.getByRole('link', { name: 'GET STARTED' }).getAttribute('href')).resolves.toBe('/contact');
      await page.getByRole('contentinfo').waitFor();
      await page.waitForLoadState('networkidle');
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).resolves.toBeLessThanOrEqual(0);
      expect(await findAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('uses the page address as canonical when the record has no link', async () => {
    const { context, page } = await openPage(browser, '/location/preventive-care-north-york');
    await page.getByRole('heading', { level: 1, name: 'Preventive Health Care for North York' }).waitFor();
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(
      /\/location\/preventive-care-north-york$/,
    );
    await context.close();
  });

  it('shows the 404 view, noindex, for a page that does not exist', async () => {
    const { context, page } = await openPage(browser, '/location/no-such-place');
    await page.getByRole('heading', { level: 1, name: /Requested Page Could Not Be Found/ }).waitFor();
    await page.getByText('404', { exact: true }).waitFor();
    await expect(page.locator('meta[name="robots"]').first().getAttribute('content')).resolves.toContain('noindex');
    expect(await findAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('offers "Try again" when loading fails after client-side navigation, and loads on the second try', async () => {
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
    await page.getByText('The service is briefly unavailable. Please try again.').waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).count()).resolves.toBe(
      1,
    );
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: YORKVILLE.heading }).waitFor();
    await context.close();
  });

  it('runs no script from admin HTML saved through the API', async () => {
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
  }, 60_000);

  it('runs no script even from a record that skipped the server sanitizer (written straight to Firestore)', async () => {
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
  }, 60_000);
});
