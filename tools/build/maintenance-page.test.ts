import { describe, expect, it } from 'vitest';
import { SITE_CONFIG } from '../../src/config/site-config';
import { maintenancePageHtml, MAINTENANCE_TITLE } from './maintenance-page';

const TEMPLATE =
  '<!doctype html><html><head><title data-ssr>Clinic</title><meta data-ssr name="description" content="x">' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/jsx-abc.js"><link rel="stylesheet" crossorigin href="/assets/style-abc.css">' +
  '</head><body><div id="root"></div></body></html>';

describe('maintenance page', () => {
  const html = maintenancePageHtml(TEMPLATE);

  it('says the site is being updated and gives every phone number of the site config as a call link', () => {
    expect(html).toContain(`<h1>${MAINTENANCE_TITLE}</h1>`);
    expect(SITE_CONFIG.phones.length).toBeGreaterThan(0);
    for (const phone of SITE_CONFIG.phones)
      expect(html).toContain(`<a class="button" href="tel:${phone.dial}">Call us at ${phone.display}</a>`);
    expect(html).toContain(SITE_CONFIG.hours);
  });

  it('is kept out of search results, keeps the stylesheet and runs no app code, only its own small script', () => {
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('name="description"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-abc.css">');
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toMatch(
      /<script src="\/maintenance\.js" data-home="\/" data-page="\/maintenance" data-status="\/api\/maintenance" data-poll-ms="\d+" defer><\/script><\/head>/,
    );
    expect(html).toContain(`<title>${MAINTENANCE_TITLE} | ${SITE_CONFIG.clinicName}</title>`);
  });

  it('announces the result of "Try again now" in a status region', () => {
    expect(html).toMatch(/<p class="offline-page__lead" id="maintenance-status" role="status">/);
    expect(html).toContain('<button type="button" class="button button--secondary" id="maintenance-retry">');
  });
});
