// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';
import { SiteFooter } from './SiteFooter';

afterEach(cleanup);

function renderFooter(path: string, showNewsletter?: boolean) {
  renderWithProviders(<SiteFooter showNewsletter={showNewsletter} />, { path });
  return screen.getByRole('contentinfo');
}

/** The footer's details (contact, social, legal) load on their own (deferred): found once each part has. */
async function renderFooterWithDetails(path: string) {
  const footer = renderFooter(path);
  await within(footer).findByRole('link', { name: 'Avenue Preventive Health home' });
  await within(footer).findByRole('link', { name: 'Avenue Preventive Health on Instagram' });
  await within(footer).findByText(/© 2025/);
  return footer;
}

const newsletterHeading = () => screen.queryByRole('heading', { name: 'Subscribe to our newsletter' });
/** The sign-up form's code loads on its own (deferred): found once it has. */
const findNewsletterHeading = () => screen.findByRole('heading', { name: 'Subscribe to our newsletter' });

describe('SiteFooter', () => {
  it('links the logo home and lists the site pages', async () => {
    const footer = await renderFooterWithDetails('/');
    expect(within(footer).getByRole('link', { name: 'Avenue Preventive Health home' }).getAttribute('href')).toBe('/');
    const nav = within(footer).getByRole('navigation', { name: 'Explore' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/membership', '/team', '/service', '/article-main', '/privacy-policy', '/terms-of-conditions']);
    expect(within(nav).getByRole('link', { name: 'Terms and Conditions' })).toBeTruthy();
  });

  it('gives the contact details as working links, and the fax number as text (a tap would dial a fax machine)', async () => {
    const footer = await renderFooterWithDetails('/');
    expect(within(footer).getByRole('link', { name: '416-555-0100' }).getAttribute('href')).toBe('tel:+14165550100');
    expect(within(footer).getByRole('link', { name: '416-555-0101' }).getAttribute('href')).toBe('tel:+14165550101');
    expect(within(footer).queryByRole('link', { name: '416-555-0199' })).toBeNull();
    expect(within(footer).getByText(/Fax: 416-555-0199/)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe(
      'mailto:hello@example.com',
    );
    expect(footer.textContent).toContain('000 Avenue Road');
    expect(footer.textContent).toContain('Mon–Sat 10:00 AM – 5:00 PM ET');
    expect(footer.textContent).toContain('© 2025 Avenue Preventive Health');
  });

  it('links the three social profiles by name and credits the web agency', async () => {
    const footer = await renderFooterWithDetails('/');
    for (const network of ['Instagram', 'LinkedIn', 'Facebook']) {
      const link = within(footer).getByRole('link', { name: `Avenue Preventive Health on ${network}` });
      expect(link.getAttribute('href')).toBe(`https://example.com/social/${network.toLowerCase()}`);
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(within(footer).getByRole('link', { name: 'Example Web Studio' }).getAttribute('href')).toBe(
      'https://example.com/agency',
    );
  });

  it.each(['/', '/team', '/service', '/article/what-does-prevention-actually-look-like-after-40'])(
    'shows the newsletter block on %s',
    async (path) => {
      renderFooter(path);
      expect(await findNewsletterHeading()).not.toBeNull();
      expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy();
    },
  );

  it.each(['/membership', '/privacy-policy', '/terms-of-conditions'])('hides the newsletter block on %s', (path) => {
    const footer = renderFooter(path);
    // Not merely still loading: the block's frame is not rendered at all.
    expect(footer.querySelector('.site-footer__newsletter')).toBeNull();
    expect(newsletterHeading()).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  });

  it('hides the newsletter block anywhere when the flag is off', () => {
    const footer = renderFooter('/', false);
    expect(footer.querySelector('.site-footer__newsletter')).toBeNull();
    expect(newsletterHeading()).toBeNull();
  });
});
