// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_CONFIG, type BookingType } from '../../../config/site-config';
import { BookingButton } from './BookingButton';
import { press, settled } from '../../../../tests/support/web/press';

afterEach(cleanup);

const TYPES: BookingType[] = [1, 2, 3, 4];

describe('BookingButton', () => {
  it.each(TYPES)('opens the booking popup on the scheduling page of type %i', async (type) => {
    render(<BookingButton type={type}>Book a consultation</BookingButton>);
    expect(screen.queryByTitle('Online booking')).toBeNull();

    await press(screen.getByRole('button', { name: 'Book a consultation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a consultation' });
    const url = SITE_CONFIG.bookingUrls[type];
    expect(within(dialog).getByTitle('Online booking').getAttribute('src')).toBe(url);

    const fallback = within(dialog).getByRole('link', { name: 'Open the booking page in a new tab' });
    expect(fallback.getAttribute('href')).toBe(url);
    expect(fallback.getAttribute('target')).toBe('_blank');
    expect(fallback.getAttribute('rel')).toContain('noopener');

    const phone = SITE_CONFIG.phones[0];
    const call = within(dialog).getByRole('link', { name: phone?.display });
    expect(call.getAttribute('href')).toBe(`tel:${phone?.dial}`);
  });

  it('with openOnLoad, opens the popup by itself once mounted (the app shortcut)', async () => {
    await settled(() =>
      render(
        <BookingButton type={1} openOnLoad>
          Book a consultation
        </BookingButton>,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book a consultation' });
    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the popup with its Close button', async () => {
    render(<BookingButton type={1}>Book now</BookingButton>);
    await press(screen.getByRole('button', { name: 'Book now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a loading message until the booking page has loaded', async () => {
    render(<BookingButton type={2}>Book now</BookingButton>);
    await press(screen.getByRole('button', { name: 'Book now' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/loading the booking page/i);
    fireEvent.load(await screen.findByTitle('Online booking'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('with `external`, is a link opening the booking page in a new tab instead of the popup', () => {
    render(
      <BookingButton type={4} external className="button button--accent">
        Book your free assessment
      </BookingButton>,
    );
    const link = screen.getByRole('link', { name: /Book your free assessment/ });
    expect(link.getAttribute('href')).toBe(SITE_CONFIG.bookingUrls[4]);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('opens in a new tab');
    expect(link.className).toBe('button button--accent');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes an href override, for the membership booking page', async () => {
    const { unmount } = render(
      <BookingButton type={1} external href={SITE_CONFIG.membershipBookingUrl}>
        Book a consultation
      </BookingButton>,
    );
    expect(screen.getByRole('link', { name: /Book a consultation/ }).getAttribute('href')).toBe(
      SITE_CONFIG.membershipBookingUrl,
    );
    unmount();

    render(
      <BookingButton type={1} href={SITE_CONFIG.membershipBookingUrl}>
        Book a consultation
      </BookingButton>,
    );
    await press(screen.getByRole('button', { name: 'Book a consultation' }));
    expect((await screen.findByTitle('Online booking')).getAttribute('src')).toBe(SITE_CONFIG.membershipBookingUrl);
  });
});
