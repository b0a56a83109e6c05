import { DEMO_LOCATION_PAGES } from '../tools/scripts/lib/demo-data';
import { SITE_CONFIG } from '../src/config/site-config';
import { paths } from '../src/paths';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { test, expect, PHONE, baseUrl, openPage, useBrowser, waitUntilSettled } from '../tests/support/e2e/browser';
import { servedByServiceWorker, waitForServiceWorker } from '../tests/support/e2e/service-worker-page';
import { api, demoTokens } from '../tests/support/http';
import { DIRECTIONS_AS_TYPED, plainLocationPage } from '../tests/support/location-directions';

const browser = useBrowser();

const SLUG = `directions-e2e-${Date.now().toString(36)}`;
const HEADING = 'Preventive Care near Leslieville';
const PLAIN = DEMO_LOCATION_PAGES[1]?.page;
if (!PLAIN?.slug_url) throw new Error('The demo data needs a second location page (without directions).');

let admin = '';
let id = '';
test.beforeAll(async () => {
  ({ admin } = await demoTokens());
  const created = await api('/api/locationpages/create', {
    method: 'POST',
    token: admin,
    json: { ...plainLocationPage(SLUG, HEADING), ...DIRECTIONS_AS_TYPED },
  });
  expect(created.res.status).toBe(201);
  id = (created.body.data as { location_id: string }).location_id;
});
test.afterAll(async () => {
  if (id) await api(`/api/locationpages/${id}`, { method: 'DELETE', token: admin });
});

const unfold = (card: string) => card.replace(/\r\n[ \t]/g, '');

test.describe('location page "Getting here" at 390 px', { tag: '@phone' }, () => {
  test('shows the section with Maps, call and contact-card links, and passes axe', async () => {
    test.setTimeout(60_000);
    const { context, page, errors } = await openPage(browser, paths.location(SLUG), PHONE);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    const section = page.getByRole('region', { name: 'Getting here' });
    await expect(section.getByRole('heading', { level: 2, name: 'Getting here' })).toBeVisible();
    await expect(section.getByText('12 Queen St E, Suite 3; rear door, Toronto, ON M4M 1A1')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=43.6605%2C-79.3425',
    );
    await expect(section.getByRole('link', { name: 'Call 416-555-0142' })).toHaveAttribute('href', 'tel:+14165550142');
    const cardLink = section.getByRole('link', { name: 'Add to contacts' });
    await expect(cardLink).toHaveAttribute('download', `${SLUG}.vcf`);
    const href = (await cardLink.getAttribute('href')) ?? '';
    expect(href.startsWith('data:text/vcard;charset=utf-8,')).toBe(true);
    const card = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(card.split('\r\n').length).toBeGreaterThan(5);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(card).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCARD',
        'TEL;TYPE=WORK,VOICE:+14165550142',
        'ADR;TYPE=WORK:;;12 Queen St E\\, Suite 3\\; rear door;Toronto;ON;M4M 1A1;Canada',
        'GEO:43.6605;-79.3425',
        `URL:${SITE_CONFIG.siteUrl}/location/${SLUG}`,
        'END:VCARD',
      ]),
    );
    await expect(section.getByText('Thu')).toBeVisible();
    await expect(section.getByText('9:00 AM – 7:30 PM')).toHaveCount(1);
    await expect(section.getByText('Take the 501 Queen streetcar to Carlaw Ave.', { exact: false })).toBeVisible();
    await expect(section.getByText('Green P lot on Carlaw Ave, $3 per half hour.')).toBeVisible();
    await expect(section.getByText('Step-free entrance: Yes')).toBeVisible();
    await expect(section.getByText('Elevator: No')).toBeVisible();
    await waitUntilSettled(page);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).resolves.toBeLessThanOrEqual(0);
    expect(await findAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('leaves a page without the fields as it was: no Getting here section', async () => {
    const { context, page } = await openPage(browser, paths.location(PLAIN.slug_url as string), PHONE);
    await expect(page.getByRole('heading', { level: 1, name: PLAIN.main_heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'GET STARTED' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Getting here' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open in Maps' })).toHaveCount(0);
    await context.close();
  });

  test('is readable offline once the page was visited', async () => {
    test.setTimeout(90_000);
    const { context, page } = await openPage(browser, paths.home, PHONE, { serviceWorker: true });
    await waitForServiceWorker(page);
    await page.goto(paths.location(SLUG), { waitUntil: 'load' });
    await waitUntilSettled(page);
    await expect(page.getByRole('region', { name: 'Getting here' })).toBeVisible();
    await context.setOffline(true);
    await page.goto(paths.location(SLUG), { waitUntil: 'load' });
    expect(await servedByServiceWorker(page)).toBe(true);
    const section = page.getByRole('region', { name: 'Getting here' });
    await expect(section.getByRole('link', { name: 'Call 416-555-0142' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Add to contacts' }).getAttribute('href')).resolves.toMatch(
      /^data:text\/vcard/,
    );
    await context.close();
  });

  test('is in the server HTML a crawler fetches, with the JSON-LD geo and opening hours', async () => {
    const res = await fetch(`${baseUrl()}${paths.location(SLUG)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="getting-here-heading"');
    expect(html).toContain('>Getting here</h2>');
    expect(html).toContain('href="tel:+14165550142"');
    expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=43.6605%2C-79.3425');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
    );
    const clinic = blocks.flat().find((block) => block?.['@type'] === 'MedicalClinic');
    expect(clinic).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: 43.6605, longitude: -79.3425 },
      telephone: '+14165550142',
      address: { streetAddress: '12 Queen St E, Suite 3; rear door', postalCode: 'M4M 1A1' },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday'], opens: '09:00', closes: '17:00' },
        { dayOfWeek: ['Thursday'], opens: '09:00', closes: '19:30' },
        { dayOfWeek: ['Friday'], opens: '09:00', closes: '17:00' },
      ],
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Elevator', value: false },
      ],
    });

    const plain = await (await fetch(`${baseUrl()}${paths.location(PLAIN.slug_url as string)}`)).text();
    expect(plain).toContain(PLAIN.main_heading);
    expect(plain).not.toContain('getting-here');
  });
});
