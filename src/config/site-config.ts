/**
 * Contact details, booking links and profiles the client has not supplied yet.
 * Each value wrapped in placeholder(...) is a stand-in so the layout can be reviewed; nothing else in the app
 * hard-codes them, so launch needs edits to this file, src/shared/operations-config.ts and the settings the deploy
 * check names (`npm run deploy` lists every one still to change).
 */

import { OPERATIONS_CONFIG, type OperationsConfig } from '../shared/operations-config.ts';
import { formatWeeklyHours } from '../lib/weekly-hours.ts';
import { placeholder } from '../shared/placeholder.ts';
import type { WeeklyHours } from '@shared/weekly-hours';

export type BookingType = 1 | 2 | 3 | 4;

export type PhoneNumber = {
  /** As printed on the page. */
  display: string;
  /** E.164, for `tel:` links. */
  dial: string;
};

export type ExternalProfile = { label: string; url: string };

export type PostalAddress = { street: string; city: string; province: string; postalCode: string };

export type SiteConfig = {
  clinicName: string;
  /** The public origin, for canonical links, Open Graph and the sitemap. No trailing slash. */
  siteUrl: string;
  phones: readonly PhoneNumber[];
  fax: PhoneNumber;
  email: string;
  address: PostalAddress;
  /** The clinic's opening hours, Toronto time: the one source of every hours text and JSON-LD block. */
  weeklyHours: WeeklyHours;
  /** The hours as one line of text, derived from `weeklyHours` (footer, contact page, hero, FAQ, legal pages). */
  hours: string;
  bookingUrls: Readonly<Record<BookingType, string>>;
  membershipBookingUrl: string;
  socialProfiles: readonly ExternalProfile[];
  agencyCredit: ExternalProfile;
  copyrightYear: number;
  /** Embeddable player URLs for the video popups (a privacy-enhanced player). */
  videos: Readonly<Record<'clinicTour' | 'pelvicChair' | 'edTherapy' | 'membership', string>>;
} & OperationsConfig;

/** The origin a build without VITE_SITE_URL uses; `npm run deploy` refuses to publish it (tools/scripts/check-deploy.ts). */
export const PLACEHOLDER_SITE_URL = 'https://www.example.com';

/**
 * The public origin from VITE_SITE_URL (`https://www.clinic.ca`), else the placeholder. Only an http(s) origin is
 * taken, no path: canonical links, Open Graph and the sitemap append paths to it.
 */
export function resolveSiteUrl(value: string | undefined): string {
  const text = value?.trim();
  if (!text) return PLACEHOLDER_SITE_URL;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // Reported below with the value.
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, '')) {
    throw new Error(`VITE_SITE_URL must be the site's origin, such as https://www.clinic.ca, not "${text}".`);
  }
  return url.origin;
}

// Vite fills import.meta.env (the app, its server build and Vitest). tools/build/prerender.ts runs under plain Node, which
// has no import.meta.env: the Vite plugin that starts it passes the same variables in process.env.
const BUILD_ENV: Record<string, string | undefined> =
  import.meta.env ?? (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** Monday to Saturday, 10 to 5; closed on Sunday. Edit here: every page and JSON-LD block follows. */
const TEN_TO_FIVE = { open: '10:00', close: '17:00' };
const CLINIC_WEEKLY_HOURS: WeeklyHours = {
  mon: TEN_TO_FIVE,
  tue: TEN_TO_FIVE,
  wed: TEN_TO_FIVE,
  thu: TEN_TO_FIVE,
  fri: TEN_TO_FIVE,
  sat: TEN_TO_FIVE,
  sun: null,
};

export const SITE_CONFIG: SiteConfig = {
  // Every placeholder(...) below is a stand-in: the deploy check refuses it by name until the real value replaces it
  // and the wrapper goes (src/shared/placeholder.ts).
  clinicName: placeholder('Avenue Preventive Health'),
  siteUrl: resolveSiteUrl(BUILD_ENV.VITE_SITE_URL),
  phones: placeholder([
    { display: '416-555-0100', dial: '+14165550100' },
    { display: '416-555-0101', dial: '+14165550101' },
  ]),
  fax: placeholder({ display: '416-555-0199', dial: '+14165550199' }),
  email: placeholder('hello@example.com'),
  // The street number and suite are stand-ins.
  address: placeholder({
    street: '000 Avenue Road',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5R 0A0',
  }),
  weeklyHours: CLINIC_WEEKLY_HOURS,
  // A getter, so nothing can hold a copy that disagrees with weeklyHours.
  get hours() {
    return formatWeeklyHours(this.weeklyHours, 'ET');
  },
  // The CSP's frame-src in firebase.json is generated from these origins and the videos' (tools/scripts/hosting-config.ts).
  bookingUrls: placeholder({
    1: 'https://example.com/booking/consultation',
    2: 'https://example.com/booking/consultation-women',
    3: 'https://example.com/booking/pelvic-floor-men',
    4: 'https://example.com/booking/sound-wave-therapy',
  }),
  membershipBookingUrl: placeholder('https://example.com/booking/membership'),
  socialProfiles: placeholder([
    { label: 'Instagram', url: 'https://example.com/social/instagram' },
    { label: 'LinkedIn', url: 'https://example.com/social/linkedin' },
    { label: 'Facebook', url: 'https://example.com/social/facebook' },
  ]),
  agencyCredit: placeholder({ label: 'Example Web Studio', url: 'https://example.com/agency' }),
  /** The spec fixes the footer year rather than deriving it from the clock. */
  copyrightYear: 2025,
  // The video ids are stand-ins.
  videos: placeholder({
    clinicTour: 'https://www.youtube-nocookie.com/embed/placeholder-clinic-tour',
    pelvicChair: 'https://www.youtube-nocookie.com/embed/placeholder-pelvic-chair',
    edTherapy: 'https://www.youtube-nocookie.com/embed/placeholder-ed-therapy',
    membership: 'https://www.youtube-nocookie.com/embed/placeholder-membership',
  }),
  // The clinic inbox address (a placeholder) and the retention periods, shared with the functions.
  ...OPERATIONS_CONFIG,
};

/**
 * Where a block of content the clinic must supply stands: `placeholder` is a stand-in written so the layout can be
 * reviewed (invented people, quotes or organisations), `final` is the clinic's own, checked and approved.
 * A shown placeholder block carries a visible "Sample content" label (components/sample-content), and
 * `npm run deploy` refuses to publish it (tools/scripts/lib/deploy-check.ts), before and after the build.
 */
export type ContentStatus = 'placeholder' | 'final';

export type ContentBlocks = {
  testimonials: { enabled: boolean; status: ContentStatus };
  team: { status: ContentStatus };
  partnerLogos: { enabled: boolean; status: ContentStatus };
};

export type ContentBlockName = keyof ContentBlocks;

/** Kept apart from SITE_CONFIG so that only the pages showing these blocks carry it. */
export const CONTENT_BLOCKS: ContentBlocks = {
  // Patient testimonials (home page, men's and women's pelvic floor pages). OFF by default, and it stays off until
  // the clinic has reviewed them against the College of Physicians and Surgeons of Ontario's advertising rules for
  // physicians, which restrict patient testimonials, and holds written consent for each one. Only then set `enabled`,
  // with real quotes (features/home/content/testimonials.ts, features/pelvic-health/content/testimonials.ts) and
  // `status: 'final'`.
  testimonials: { enabled: false, status: 'placeholder' },
  // A stand-in until the clinic supplies its own: the directory, profiles and bios (features/team/content) are
  // invented.
  team: { status: 'placeholder' },
  // A stand-in until the clinic supplies its own, or set `enabled: false`: the eleven wordmarks are fictional
  // organisations (features/pelvic-health/content/partners.ts); real logos need each partner's permission.
  partnerLogos: { enabled: true, status: 'placeholder' },
};

/** Whether a block appears on the site at all (the team always does: it has pages of its own). */
export function isContentBlockShown(blocks: ContentBlocks, name: ContentBlockName): boolean {
  const block = blocks[name];
  return !('enabled' in block) || block.enabled;
}

export function formatAddress(address: PostalAddress = SITE_CONFIG.address): string {
  return `${address.street}, ${address.city}, ${address.province} ${address.postalCode}`;
}
