// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_CONFIG } from '../../../config/site-config';
import { BookingButton } from '../../booking/components/BookingButton';
import { PricingBlock } from './PricingBlock';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';
import { paths } from '../../../paths';
import { press } from '../../../../tests/support/web/press';

afterEach(cleanup);

function renderPricing(props: { bookingEnabled?: boolean } = {}) {
  return renderWithProviders(<PricingBlock BookingButton={BookingButton} {...props} />, { path: paths.edTreatment });
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('PricingBlock', () => {
  it('shows the three options with their prices and the free consultation line', () => {
    renderPricing();
    expect(screen.getByRole('heading', { level: 2, name: 'Sound-wave therapy pricing' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    const single = card('Single Session');
    expect(within(single).getByText('$695')).toBeTruthy();

    const vigor = card('Vigor Package');
    expect(within(vigor).getByText('$2,400')).toBeTruthy();
    expect(within(vigor).getByText('Valued at $2,780')).toBeTruthy();
    expect(vigor.textContent).toContain('4 sound-wave sessions');

    const platinum = card('Platinum Package');
    expect(within(platinum).getByText('$4,500')).toBeTruthy();
    expect(platinum.textContent).toContain('Now $4,500');
    expect(platinum.textContent).toContain('Regular price $5,560, for a limited time');
    expect(platinum.textContent).toContain('8 sound-wave sessions plus 1 pelvic floor strength session free');
    expect(within(platinum).getByText('Limited-time offer')).toBeTruthy();

    expect(screen.getByText('All options include a free initial consultation.')).toBeTruthy();
  });

  it('opens the booking dialog with scheduling type 4 by default', async () => {
    renderPricing();
    for (const name of ['Book a single session', 'Book the Vigor Package', 'Book the Platinum Package']) {
      await press(screen.getByRole('button', { name }));
      expect((await screen.findByTitle('Online booking')).getAttribute('src')).toBe(SITE_CONFIG.bookingUrls[4]);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByTitle('Online booking')).toBeNull();
    }
  });

  it('links to the contact page instead when booking is disabled', () => {
    renderPricing({ bookingEnabled: false });
    expect(screen.queryByRole('button')).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Ask about the Single Session',
      'Ask about the Vigor Package',
      'Ask about the Platinum Package',
    ]);
    for (const link of links) expect(link.getAttribute('href')).toBe('/contact');
  });
});
