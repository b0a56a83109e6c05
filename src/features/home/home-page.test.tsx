// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePage } from '../../pages/home-page';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';

afterEach(cleanup);

describe('HomePage', () => {
  // A client-side visit renders the sections below the figures as their code arrives (deferredSection).
  it('renders its sections in order under one h1', async () => {
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Preventive care that keeps you ahead of your health',
    ]);
    const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await waitFor(() => expect(h2s()).toHaveLength(8));
    expect(h2s()).toEqual([
      'Ask us a question',
      'Experience you can rely on',
      'A Legacy of Exceptional Executive Care',
      'Specialized care under one roof',
      'A Holistic Approach to Your Health',
      'Meet your care team',
      'One membership, one team, one plan for the year',
      'Frequently asked questions',
    ]);
  });

  it('leaves the testimonials out while the site config’s switch is off (the default)', async () => {
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' });
    expect(screen.queryByRole('heading', { name: 'In our members’ words' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Member testimonials' })).toBeNull();
    expect(document.body.textContent).not.toContain('Shared with permission');
  });

  it('labels the placeholder team teaser as sample content', async () => {
    renderWithProviders(<HomePage />);
    const teaser = await screen.findByRole('region', { name: 'Meet your care team' });
    expect(teaser.getAttribute('data-placeholder-block')).toBe('team');
    expect(within(teaser).getByText('Sample content')).toBeTruthy();
  });

  it('keeps the hero names the rest of the site relies on', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('link', { name: 'Explore membership' })[0]?.getAttribute('href')).toBe('/membership');
    expect(screen.getByRole('link', { name: 'Learn more about our services' }).getAttribute('href')).toBe('/service');
    expect(screen.getByText('200+')).toBeTruthy();
    expect(screen.getByText('15+ years')).toBeTruthy();
    expect(screen.getByText('4 to 6 hours')).toBeTruthy();
  });

  it('shows the founder physician and the vascular surgeon in the team teaser', async () => {
    renderWithProviders(<HomePage />);
    const teaser = await screen.findByRole('region', { name: 'Meet your care team' });
    expect([...teaser.querySelectorAll('article h3')].map((h) => h.textContent)).toEqual([
      'Dr. Eleanor Whitfield',
      'Dr. Rajiv Menon',
    ]);
    expect(within(teaser).getAllByRole('button', { name: 'Book a consultation' })).toHaveLength(1);
  });

  it('publishes MedicalClinic JSON-LD', async () => {
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const block = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(block['@type']).toBe('MedicalClinic');
  });
});
