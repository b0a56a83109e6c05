// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServicePage } from '../../pages/service-page';
import { ServicesPage } from '../../pages/services-page';
import { paths } from '../../paths';
import { SERVICE_CARDS } from './content/service-cards';
import { SERVICE_CARD_FIELDS } from './content/service-registry';
import { loadService } from './content/service-loaders';
import { jsonLdBlocks, jsonLdTypes } from '../../../tests/support/web/head';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';

afterEach(cleanup);

/** Every service page's copy, loaded as the pages load it. */
const SERVICES = await Promise.all(SERVICE_CARD_FIELDS.map((card) => loadService(card.slug)));

describe('ServicesPage', () => {
  it('shows the heading and twelve service cards, each a link named after its service', () => {
    renderWithProviders(<ServicesPage />, { path: paths.service });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Specialized services that make the difference' }),
    ).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Explore our services' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(12);
    for (const card of SERVICE_CARDS) {
      expect(within(section).getByRole('link', { name: card.name }).getAttribute('href')).toBe(card.link);
    }
    expect(within(section).getAllByRole('link')).toHaveLength(12);
  });

  it('ends with a membership call to action and points physicians to the GHAP', () => {
    renderWithProviders(<ServicesPage />, { path: paths.service });
    expect(screen.getByRole('link', { name: 'Explore membership' }).getAttribute('href')).toBe(paths.membership);
    expect(screen.getByRole('link', { name: 'About the program and how physicians refer' }).getAttribute('href')).toBe(
      paths.geriatricAssessment,
    );
  });
});

describe('ServicePage', () => {
  it.each(SERVICES.map((service) => [service.name, service] as const))(
    '%s: renders its heading, booking button, related services and FAQ',
    async (_name, service) => {
      // The page's copy is its own chunk, which React waits for within this act.
      await act(async () => renderWithProviders(<ServicePage slug={service.slug} />, { path: service.path }));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1, name: service.hero.heading })).toBeTruthy();
      const book = screen.getByRole('button', { name: 'Book a Consultation' });
      expect(book.getAttribute('aria-haspopup')).toBe('dialog');

      const enhance = screen.getByRole('region', { name: 'Enhance your experience' });
      expect(within(enhance).getAllByRole('link')).toHaveLength(service.related.length);

      // Its own chunk, loaded as the visitor nears it (at once here: no server HTML to wait on).
      const carousel = await screen.findByRole('region', { name: 'More services at the clinic' });
      expect(within(carousel).getAllByRole('link')).toHaveLength(11);
      expect(within(carousel).queryByRole('link', { name: `Learn more about ${service.name}` })).toBeNull();

      expect(screen.getByRole('link', { name: 'Explore membership' }).getAttribute('href')).toBe(paths.membership);

      const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
      // The accordion is its own chunk too.
      for (const item of service.faq) {
        expect(await within(faq).findByRole('button', { name: item.question })).toBeTruthy();
      }
    },
  );

  it('opens an FAQ answer when its question is pressed', async () => {
    const [service] = SERVICES;
    if (!service) throw new Error('no services');
    await act(async () => renderWithProviders(<ServicePage slug={service.slug} />, { path: service.path }));
    const [first] = service.faq;
    if (!first) throw new Error('no FAQ');
    const question = await screen.findByRole('button', { name: first.question });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(first.answer)).toBeTruthy();
  });

  it('publishes BreadcrumbList and FAQPage structured data', async () => {
    const service = SERVICES.find((s) => s.slug === 'audiology');
    if (!service) throw new Error('no audiology');
    await act(async () => renderWithProviders(<ServicePage slug={service.slug} />, { path: service.path }));
    await waitFor(() => expect(jsonLdTypes()).toContain('FAQPage'));
    const blocks = jsonLdBlocks();
    const faq = blocks.find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(service.faq.map((item) => item.question));
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Services', 'Audiology']);
  });

  it('falls back to the not-found page for an unknown slug', () => {
    renderWithProviders(<ServicePage slug="no-such-service" />, { path: '/no-such-service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
