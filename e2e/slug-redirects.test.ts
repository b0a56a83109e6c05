import { test, expect, expectAnnounced, PHONE, baseUrl, openPage, useBrowser } from '../tests/support/e2e/browser';
import { api, demoTokens } from '../tests/support/http';

// Decision 0024: a slug renamed in the admin editor leaves its old address leading to the new page.
const browser = useBrowser();
const created: string[] = [];
test.afterAll(async () => {
  const { admin } = await demoTokens();
  for (const id of created) {
    await api(`/api/locationpages/${id}`, { method: 'DELETE', token: admin });
    await api(`/api/locationpages/trash/${id}`, { method: 'DELETE', token: admin });
  }
});

const locationPage = (slug: string) => ({
  slug_url: slug,
  main_heading: 'Preventive Care near High Park',
  main_paragraph: '<p>Close to High Park.</p>',
  highlighted_heading: 'Start with a conversation',
  ...Object.fromEntries(
    [1, 2, 3, 4].flatMap((n) => [
      [`heading_${n}`, `Section ${n}`],
      [`paragraph_${n}`, `<p>Text ${n}.</p>`],
    ]),
  ),
  meta_keywords: 'high park',
  meta_link: '',
  meta_title: 'Preventive Care near High Park',
  meta_description: 'Executive health assessments near High Park.',
});

// At 390 px, where staff edit from phones: the redirect is the server's and the same at any width, and the location
// editor at 1280 px is driven by admin-portal's location page test.
test.describe('renaming a slug', { tag: '@phone' }, () => {
  const viewport = PHONE;
  test('the old link opens the page at its new address', async () => {
    test.setTimeout(120_000);
    const stamp = `${Date.now().toString(36)}-${viewport.width}`;
    const [oldSlug, newSlug] = [`high-park-${stamp}`, `preventive-care-high-park-${stamp}`];
    const { admin } = await demoTokens();
    const made = await api('/api/locationpages/create', { method: 'POST', token: admin, json: locationPage(oldSlug) });
    expect(made.res.status).toBe(201);
    created.push((made.body.data as { location_id: string }).location_id);

    // The seeded administrator's saved session (the sign-in form is tested in foundation).
    const { context, page } = await openPage(browser, '/admin/location-pages', viewport, { asAdmin: true });
    await page.getByRole('button', { name: `Edit Location: ${oldSlug}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Slug/).fill(newSlug);
    await expect(dialog.getByText('✓ This address is free.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAnnounced(page, 'Location page updated.');
    await context.close();

    // A visitor with the old link, in a fresh context (no cache), lands on the new address.
    await expect(async () => {
      const visitor = await browser.newContext({ viewport, baseURL: baseUrl() });
      try {
        const tab = await visitor.newPage();
        const response = await tab.goto(`/location/${oldSlug}`);
        expect(new URL(tab.url()).pathname).toBe(`/location/${newSlug}`);
        expect(response?.status()).toBe(200);
        await expect(tab.getByRole('heading', { level: 1, name: 'Preventive Care near High Park' })).toBeVisible({
          timeout: 5000,
        });
      } finally {
        await visitor.close();
      }
    }).toPass({ timeout: 20_000 });
  });
});
