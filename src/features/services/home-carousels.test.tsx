// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApproachCarousel } from './components/ApproachCarousel';
import { ServicesCarousel } from './components/ServicesCarousel';
import { APPROACH_TILES } from './content/approach-tiles';
import { SERVICE_CAROUSEL_CARDS } from './content/service-cards';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';

afterEach(cleanup);

describe('home carousels', () => {
  it('ServicesCarousel shows every service card with a descriptive link', () => {
    renderWithProviders(<ServicesCarousel />);
    const carousel = screen.getByRole('region', { name: 'Our services' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(SERVICE_CAROUSEL_CARDS.length);
    for (const card of SERVICE_CAROUSEL_CARDS) {
      const link = within(carousel).getByRole('link', { name: `Learn more about ${card.heading}` });
      expect(link.getAttribute('href')).toBe(card.btnRef);
    }
  });

  it('ApproachCarousel shows the twelve approach tiles as links', () => {
    renderWithProviders(<ApproachCarousel />);
    const carousel = screen.getByRole('region', { name: 'A Holistic Approach to Your Health' });
    const links = within(carousel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      APPROACH_TILES.map((tile) => [tile.name, tile.link]),
    );
  });
});
