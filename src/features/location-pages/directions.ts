import { formatAddress, SITE_CONFIG } from '../../config/site-config';
import { formatWeeklyHours } from '../../lib/weekly-hours';
import { buildOrganizationVCard } from '../../lib/vcard';
import { dialPhone, type LocationDirections, type WeeklyHours } from '@shared/location-directions';

/**
 * The door a visitor is heading to: the page's own street address, else the clinic's (location pages are
 * neighbourhood pages of the one Toronto clinic, so its address is the right fallback).
 */
export function addressOf(page: LocationDirections): {
  street: string;
  city: string;
  province: string;
  postalCode?: string;
} {
  if (!page.street_address) return SITE_CONFIG.address;
  const { city, province } = SITE_CONFIG.address;
  return { street: page.street_address, city, province, postalCode: page.postal_code };
}

export const addressText = (page: LocationDirections): string => {
  const address = addressOf(page);
  return address.postalCode
    ? formatAddress({ ...address, postalCode: address.postalCode })
    : `${address.street}, ${address.city}, ${address.province}`;
};

/**
 * "Open in Maps": a plain Google Maps URL (the documented cross-platform `maps/search/?api=1` form), no map tiles
 * and no script. It is an https link that both phones hand to the native app: Android's Google Maps claims
 * google.com/maps links (an app link), and on iOS the Google Maps app claims them as a universal link; with no app
 * the browser opens Google Maps on the web, which offers directions too. Coordinates pin the door exactly; without
 * them the address is searched.
 */
export function mapsUrl(page: LocationDirections): string {
  const query =
    page.latitude !== undefined && page.longitude !== undefined
      ? `${page.latitude},${page.longitude}`
      : addressText(page);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The number to call: the page's own, else the clinic's main line (decision: a visitor on the way always gets a
 * number that answers; location pages have no separate front desk unless they say so).
 */
export function phoneOf(page: LocationDirections): { display: string; dial: string } {
  if (page.phone) return { display: page.phone, dial: dialPhone(page.phone) };
  const [main] = SITE_CONFIG.phones;
  return main ?? { display: '', dial: '' };
}

export const hoursOf = (page: LocationDirections): WeeklyHours => page.hours ?? SITE_CONFIG.weeklyHours;

/** "Add to contacts": this location's card, with the hours written out in the note. */
export function locationVCard(page: LocationDirections, url: string): string {
  const phone = phoneOf(page);
  const { street, city, province, postalCode } = addressOf(page);
  return buildOrganizationVCard({
    name: SITE_CONFIG.clinicName,
    phones: phone.dial ? [{ dial: phone.dial }] : [],
    email: SITE_CONFIG.email,
    address: { street, city, province, postalCode, country: 'Canada' },
    geo:
      page.latitude !== undefined && page.longitude !== undefined
        ? { latitude: page.latitude, longitude: page.longitude }
        : undefined,
    url,
    note: `Hours: ${formatWeeklyHours(hoursOf(page), 'ET')}.`,
  });
}

/**
 * A `data:` link to the card, built at render time: it is in the server's HTML, needs no request, and so works
 * offline on a page the service worker cached.
 */
export const vCardHref = (card: string): string => `data:text/vcard;charset=utf-8,${encodeURIComponent(card)}`;
