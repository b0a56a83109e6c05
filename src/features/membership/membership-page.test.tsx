// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_CONFIG } from '../../config/site-config';
import { MembershipPage } from '../../pages/membership-page';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';
import { paths } from '../../paths';

afterEach(cleanup);

describe('MembershipPage', () => {
  it('renders its sections in the spec’s order under one h1', () => {
    renderWithProviders(<MembershipPage />, { path: paths.membership });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Raising the bar on personalized care',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The principles behind membership',
      'What membership includes at a glance',
      'A Comprehensive Program Designed to Empower You',
      'How membership works, step by step',
      'Membership questions, answered',
      'Team-led care',
      'The path to health begins here',
    ]);
  });

  it('books through the external membership page in a new tab, and offers Speak with membership', () => {
    renderWithProviders(<MembershipPage />, { path: paths.membership });
    const book = screen.getByRole('link', { name: 'Book a consultation (opens the booking page in a new tab)' });
    expect(book.getAttribute('href')).toBe(SITE_CONFIG.membershipBookingUrl);
    expect(book.getAttribute('target')).toBe('_blank');
    expect(book.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('button', { name: 'Speak with membership' }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('shows the three value cards', () => {
    renderWithProviders(<MembershipPage />, { path: paths.membership });
    const values = screen.getByRole('region', { name: 'The principles behind membership' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Prevention Over Reaction', 'Optimal Health Is a Daily Practice', 'Designed for Longevity']);
  });

  it('lists the five programme services, each with a Learn More link to /', () => {
    renderWithProviders(<MembershipPage />, { path: paths.membership });
    const program = screen.getByRole('region', { name: 'A Comprehensive Program Designed to Empower You' });
    expect(within(program).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    const links = within(program).getAllByRole('link', { name: /^Learn More about / });
    expect(links).toHaveLength(5);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/', '/', '/', '/']);
    expect(links[2]?.textContent).toBe('Learn More about In-Hospital Advocacy');
  });

  it('has five FAQ items, collapsed until opened', async () => {
    renderWithProviders(<MembershipPage />, { path: paths.membership });
    const faq = screen.getByRole('region', { name: 'Membership questions, answered' });
    // The accordion is its own chunk (hydrated as the visitor nears it; at once here).
    const questions = await within(faq).findAllByRole('button');
    expect(questions).toHaveLength(5);
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('shows six steps as stacked cards when motion preference is unknown', () => {
    renderWithProviders(<MembershipPage />, { path: paths.membership });
    const steps = screen.getByRole('region', { name: 'How membership works, step by step' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(6);
    expect(within(steps).queryByRole('status')).toBeNull();
    expect(within(steps).getByRole('button', { name: 'Book a consultation' })).toBeTruthy();
  });

  it('links to the team and closes with Take the first step', () => {
    renderWithProviders(<MembershipPage />, { path: paths.membership });
    expect(screen.getByRole('link', { name: 'Meet the care team' }).getAttribute('href')).toBe('/team');
    expect(screen.getByRole('link', { name: 'Take the first step' }).getAttribute('href')).toBe('/contact');
  });

  it('publishes FAQPage and BreadcrumbList JSON-LD', async () => {
    renderWithProviders(<MembershipPage />, { path: paths.membership });
    await waitFor(() => expect(document.querySelectorAll('script[type="application/ld+json"]').length).toBe(2));
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? '{}'),
    );
    const faq = blocks.find((b) => b['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(5);
    expect(faq.mainEntity[4].acceptedAnswer.text).toMatch(/tax professional/);
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Membership']);
  });
});
