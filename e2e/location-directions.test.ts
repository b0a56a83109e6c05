import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOCATION_PAGES } from '../scripts/lib/demo-data';
import { SITE_CONFIG } from '../src/config/site-config';
import { paths } from '../src/paths';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { PHONE, baseUrl, openPage, useBrowser } from '../tests/support/e2e/browser';
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
beforeAll(async () => {
  ({ admin } = await demoTokens());
  const created = await api('/api/locationpages/create', {
    method: 'POST',
    token: admin,
    json: { ...plainLocationPage(SLUG, HEADING), ...DIRECTIONS_AS_TYPED },
  });
  expect(created.res.status).toBe(201);
  id = (created.body.data as { location_id: string }).location_id;
});
afterAll(async () => {
  if (id) await api(`/api/locationpages/${id}`, { method: 'DELETE', token: admin });
});

const unfold = (card: string) => card.replace(/\r\n[ \t]/g, '');

describe('location page "Getting here" at 390 px', () => {
  it('shows the section with Maps, call and contact-card links, and passes axe', async () => {
    const { context, page, errors } = await openPage(browser, paths.location(SLUG), PHONE);
    await page.getByRole('heading', { level: 1, name: HEADING }).waitFor();
    const section = page.getByRole('region', { name: 'Getting here' });
    await section.getByRole('heading', { level: 2, name: 'Getting here' }).waitFor();
    await section.getByText('12 Queen St E, Suite 3; rear door, Toronto, ON M4M 1A1').waitFor();
    await expect(section.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).resolves.toBe(
      'https://www.google.com/maps/search/?api=1&query=43.6605%2C-79.3425',
    );
    await expect(section.getByRole('link', { name: 'Call 416-555-0142' }).getAttribute('href')).resolves.toBe(
      'tel:+14165550142',
    );
    const cardLink = section.getByRole('link', { name: 'Add to contacts' });
    await expect(cardLink.getAttribute('download')).resolves.toBe(`${SLUG}.vcf`);
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
    await section.getByText('Thu').waitFor();
    await expect(section.getByText('9:00 AM – 7:30 PM').count()).resolves.toBe(1);
    await section.getByText('Take the 501 Queen streetcar to Carlaw Ave.', { exact: false }).waitFor();
    await section.getByText('Green P lot on Carlaw Ave, $3 per half hour.').waitFor();
    await section.getByText('Step-free entrance: Yes').waitFor();
    await section.getByText('Elevator: No').waitFor();
    await page.waitForLoadState('networkidle');
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).resolves.toBeLessThanOrEqual(0);
    expect(await findAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('leaves a page without the fields as it was: no Getting here section', async () => {
    const { context, page } = await openPage(browser, paths.location(PLAIN.slug_url as string), PHONE);
    await page.getByRole('heading', { level: 1, name: PLAIN.main_heading }).waitFor();
    await page.getByRole('link', { name: 'GET STARTED' }).waitFor();
    await expect(page.getByRole('region', { name: 'Getting here' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Open in Maps' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('is readable offline once the page was visited', async () => {
    const { context, page } = await openPage(browser, paths.home, PHONE);
    await waitForServiceWorker(page);
    await page.goto(paths.location(SLUG), { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Getting here' }).waitFor();
    await context.setOffline(true);
    await page.goto(paths.location(SLUG), { waitUntil: 'load' });
    expect(await servedByServiceWorker(page)).toBe(true);
    const section = page.getByRole('region', { name: 'Getting here' });
    await section.getByRole('link', { name: 'Call 416-555-0142' }).waitFor();
    await expect(section.getByRole('link', { name: 'Add to contacts' }).getAttribute('href')).resolves.toMatch(
      /^data:text\/vcard/,
    );
    await context.close();
  }, 90_000);

  it('is in the server HTML a crawler fetches, with the JSON-LD geo and opening hours', async () => {
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
