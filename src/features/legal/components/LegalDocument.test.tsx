import { formatLegalDate } from '../format-legal-date';
// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivacyPage } from '../../../pages/privacy-page';
import { TermsPage } from '../../../pages/terms-page';
import { PRIVACY_POLICY } from '../content/privacy';
import { TERMS_AND_CONDITIONS } from '../content/terms';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';

afterEach(cleanup);

describe.each([
  ['/privacy-policy', <PrivacyPage key="privacy" />, PRIVACY_POLICY],
  ['/terms-of-conditions', <TermsPage key="terms" />, TERMS_AND_CONDITIONS],
])('legal page %s', (path, page, doc) => {
  it('has one h1, the date, and a table of contents linking to every section', () => {
    renderWithProviders(page, { path: path });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([doc.title]);
    expect(screen.getByText(formatLegalDate(doc.lastUpdated)).getAttribute('datetime')).toBe(doc.lastUpdated);

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(doc.sections.map((s) => `#${s.id}`));
    for (const s of doc.sections) {
      const target = document.getElementById(s.id);
      expect(target?.tagName).toBe('SECTION');
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 }).textContent).toContain(s.heading);
    }
  });

  it('renders phone links and the breadcrumb', () => {
    renderWithProviders(page, { path: path });
    const contact = document.getElementById('contact') as HTMLElement;
    expect(within(contact).getAllByRole('link', { name: '416-555-0100' })[0]?.getAttribute('href')).toBe(
      'tel:+14165550100',
    );
    expect(contact.querySelector('address')?.textContent).toContain('Avenue Road');
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as { '@type': string },
    );
    expect(ld.map((block) => block['@type'])).toEqual(['BreadcrumbList']);
  });
});

describe('terms page', () => {
  it('links to the privacy policy through the router and names the older page title', () => {
    renderWithProviders(<TermsPage />, { path: '/terms-of-conditions' });
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('note').textContent).toContain('Terms of Conditions');
  });
});

describe('privacy page', () => {
  it('opens links to the privacy commissioners without passing the referrer', () => {
    renderWithProviders(<PrivacyPage />, { path: '/privacy-policy' });
    const ipc = screen.getByRole('link', { name: /Information and Privacy Commissioner of Ontario/ });
    expect(ipc.getAttribute('href')).toBe('https://www.ipc.on.ca/');
    expect(ipc.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
