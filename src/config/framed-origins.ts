import type { SiteConfig } from './site-config';

/**
 * The origins the site shows in an iframe (the booking dialogs and the video popups), from the site config. The
 * CSP's `frame-src` in firebase.json must list exactly these: csp-frame-src.test.ts fails when the two differ, so
 * a new booking provider or video host is a change to the config and the header together.
 */
export function framedOrigins(config: Pick<SiteConfig, 'bookingUrls' | 'membershipBookingUrl' | 'videos'>): string[] {
  const urls = [...Object.values(config.bookingUrls), config.membershipBookingUrl, ...Object.values(config.videos)];
  return [...new Set(urls.map((url) => new URL(url).origin))].sort();
}
