// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_CONFIG } from '../../../config/site-config';
import { HomeHero } from './HomeHero';
import { HomeStats } from './HomeStats';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';

afterEach(cleanup);

describe('HomeHero', () => {
  it('keeps its heading and the Explore membership and Learn more links', () => {
    renderWithProviders(<HomeHero />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Preventive care that keeps you ahead of your health' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore membership' }).getAttribute('href')).toBe('/membership');
    expect(screen.getByRole('link', { name: 'Learn more about our services' }).getAttribute('href')).toBe('/service');
  });

  it('shows both phone numbers, the email address and the opening hours', () => {
    renderWithProviders(<HomeHero />);
    const contact = screen.getByRole('group', { name: 'Contact the clinic' });
    for (const phone of SITE_CONFIG.phones) {
      expect(screen.getByRole('link', { name: phone.display }).getAttribute('href')).toBe(`tel:${phone.dial}`);
    }
    expect(screen.getByRole('link', { name: SITE_CONFIG.email }).getAttribute('href')).toBe(
      `mailto:${SITE_CONFIG.email}`,
    );
    expect(contact.textContent).toContain(SITE_CONFIG.hours);
  });

  it('shows the Toronto address and the fax number as text, never as a link to dial', () => {
    renderWithProviders(<HomeHero />);
    const contact = screen.getByRole('group', { name: 'Contact the clinic' });
    const { address, fax } = SITE_CONFIG;
    expect(contact.textContent).toContain(
      `${address.street}, ${address.city}, ${address.province} ${address.postalCode}`,
    );
    expect(contact.textContent).toContain(`Fax ${fax.display}`);
    expect(screen.queryByRole('link', { name: fax.display })).toBeNull();
    expect(contact.querySelector(`a[href="tel:${fax.dial}"]`)).toBeNull();
  });

  it('places the contact form the page gives it inside the hero', () => {
    renderWithProviders(<HomeHero contactForm={<form aria-label="Ask us a question" />} />);
    const hero = screen.getByRole('region', { name: 'Preventive care that keeps you ahead of your health' });
    expect(within(hero).getByRole('form', { name: 'Ask us a question' })).toBeTruthy();
  });

  it('draws the hero art at a fixed size and hides it from assistive technology', () => {
    const { container } = renderWithProviders(<HomeHero />);
    const art = container.querySelector('svg.hero-artwork');
    expect(art?.getAttribute('width')).toBe('480');
    expect(art?.getAttribute('height')).toBe('420');
    expect(art?.getAttribute('aria-hidden')).toBe('true');
  });

  it('can send the primary button to an external page in a new tab', () => {
    renderWithProviders(
      <HomeHero primaryAction={{ kind: 'external', label: 'Book online', href: 'https://example.com/book' }} />,
    );
    const link = screen.getByRole('link', { name: 'Book online (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://example.com/book');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'Explore membership' })).toBeNull();
  });

  it('can show a ready-made control instead, such as the booking popup button', () => {
    renderWithProviders(
      <HomeHero
        primaryAction={{
          kind: 'element',
          element: (
            <button type="button" className="button">
              Book a consultation
            </button>
          ),
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Book a consultation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn more about our services' })).toBeTruthy();
  });
});

describe('HomeStats', () => {
  it('shows the three figures and the preventable-causes claim as the clinic’s view', () => {
    renderWithProviders(<HomeStats />);
    expect(screen.getByText('200+')).toBeTruthy();
    expect(screen.getByText('15+ years')).toBeTruthy();
    expect(screen.getByText('4 to 6 hours')).toBeTruthy();
    expect(
      screen.getByText(
        /in our clinic’s view, up to 70 percent of cardiac events and cancers stem from preventable causes/,
      ),
    ).toBeTruthy();
  });
});
