import type { SiteConfig } from './site-config';

/**
 * The origins the site shows in an iframe (the booking dialogs and the video popups), from the site config. The
 * CSP's `frame-src` in firebase.json is generated from them (`node --import tsx tools/scripts/hosting-config.ts --write`),
 * and `npm test` and the deploy check fail when the two differ.
 */
export function framedOrigins(config: Pick<SiteConfig, 'bookingUrls' | 'membershipBookingUrl' | 'videos'>): string[] {
  const urls = [...Object.values(config.bookingUrls), config.membershipBookingUrl, ...Object.values(config.videos)];
  return [...new Set(urls.map((url) => new URL(url).origin))].sort();
}
