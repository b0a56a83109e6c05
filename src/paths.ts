/**
 * The one place that knows the site's URLs. Components import `paths` instead of writing
 * string literals so a route can be renamed in a single edit.
 */
import { SHARED_PATHS } from './shared/site-paths.ts';

const encode = (segment: string | number) => encodeURIComponent(String(segment));

export const paths = {
  ...SHARED_PATHS,
  home: '/',
  /** Old links to /home still circulate; the route table redirects them to `home`. */
  legacyHome: '/home',
  membership: '/membership',
  articles: '/article-main',
  service: '/service',
  geriatricAssessment: '/geriatric-health-assessment-program',
  /** The printable, fax-ready GHAP referral form (part of the offline referral pack). */
  ghapReferralForm: '/geriatric-health-assessment-program/referral-form',
  /** The clinic's contact card, written by tools/build/prerender.ts (a file, not a route). */
  clinicContactCard: '/clinic-contact.vcf',
  pelvicFloor: '/pelvic-floor-therapy',
  pelvicFloorMen: '/mens',
  pelvicFloorWomen: '/women',
  edTreatment: '/ed-treatment',
  team: '/team',
  teamMember: (id: string | number) => `/team-individual/${encode(id)}`,
  contact: '/contact',
  about: '/about',
  privacy: '/privacy-policy',
  terms: '/terms-of-conditions',
  thankYou: '/thank-you',
  adminBlogs: '/admin/blogs',
  adminLocationPages: '/admin/location-pages',
  adminOutbox: '/admin/outbox',
  adminMedia: '/admin/media',
  /** The manifest's share target: photos shared from the phone land here (the service worker answers it). */
  adminMediaShare: '/admin/media/share',
  adminMaintenance: '/admin/maintenance',
} as const;

/** Patterns for the route table; the parameter names are what pages read with `useParams`. */
export const ROUTE_PATTERNS = {
  article: '/article/:slug',
  teamMember: '/team-individual/:id',
  location: '/location/:slug',
  review: '/review/:token',
} as const;
