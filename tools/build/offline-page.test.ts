import { describe, expect, it } from 'vitest';
import { groupPages, offlinePageHtml, titleOf } from './offline-page';

const TEMPLATE =
  '<!doctype html><html><head><title data-ssr>Clinic</title><meta data-ssr name="description" content="x">' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/jsx-abc.js"><link rel="stylesheet" crossorigin href="/assets/style-abc.css">' +
  '</head><body><div id="root"></div></body></html>';

const PAGES = [
  { route: '/', title: 'Home' },
  { route: '/geriatric-health-assessment-program', title: 'GHAP' },
  { route: '/article/sleep', title: 'Sleep' },
  { route: '/audiology', title: 'Audiology' },
  { route: '/team-individual/1', title: 'Dr A' },
  { route: '/thank-you', title: 'Thanks' },
];

describe('offline page', () => {
  it('takes page titles from the prerendered head, without the clinic suffix', () => {
    expect(titleOf('<title data-ssr>Our team | Avenue Preventive Health</title>')).toBe('Our team');
  });

  it('groups pages for physicians first and leaves out the thank-you page', () => {
    const groups = groupPages(PAGES);
    expect(groups.map((g) => g.heading)).toEqual([
      'For referring physicians',
      'Articles',
      'Services',
      'Our team',
      'The clinic',
    ]);
    expect(groups.flatMap((g) => g.pages.map((p) => p.route))).not.toContain('/thank-you');
  });

  it('is static: the app script and preloads are removed, the stylesheet and offline script kept', () => {
    const html = offlinePageHtml(TEMPLATE, PAGES);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('href="/assets/style-abc.css"');
    expect(html).toContain('<script src="/offline.js" defer></script>');
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<a href="/article/sleep">Sleep</a>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
