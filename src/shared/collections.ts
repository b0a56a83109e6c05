/** Firestore's collection names, shared by the functions, the seed and the tests (the API's, not the browser's). */
export const COLLECTIONS = {
  blogs: 'blogs',
  categories: 'categories',
  locationPages: 'locationPages',
  newsletterSubscribers: 'newsletterSubscribers',
  contactRequests: 'contactRequests',
  /** One document per slug (`{id}`), so uniqueness holds inside a transaction. Server-only. */
  blogSlugs: 'blogSlugs',
  locationPageSlugs: 'locationPageSlugs',
  /** Deleted records, restorable for 30 days under the same id. Server-only. */
  blogsTrash: 'blogsTrash',
  locationPagesTrash: 'locationPagesTrash',
  /** One writer at a time for a hot document (functions/src/data/lease.ts); TTL on `expiresAt`. Server-only. */
  leases: 'leases',
  /** Shared rate-limit counters, named by a hash of what they count; deleted by a TTL policy on `expiresAt`. */
  rateLimits: 'rateLimits',
  /** Outgoing mail, in the Trigger Email extension's document shape. Server-only; `expiresAt` TTL. */
  mail: 'mail',
  /** Newsletter confirmation and unsubscribe tokens, keyed by the token's SHA-256 (never the token). */
  newsletterTokens: 'newsletterTokens',
  /** Hashes of erased or unsubscribed addresses (never the address). */
  newsletterSuppressions: 'newsletterSuppressions',
  /** Who invited, re-invited or revoked whom, and when: the Staff screen's log. Server-only. */
  staffLog: 'staffLog',
  /**
   * Demo projects only: a per-account clock offset for the auth_time check, so a test can make a fresh
   * token look 13 hours old. Never read outside a demo-* project on the emulators. Server-only.
   */
  demoClock: 'demoClock',
  /** Medical review requests (decision 0023): the link's secret only as its SHA-256. Server-only. */
  reviewRequests: 'reviewRequests',
  /** Who has a record open in the admin editor, one document per record; `expiresAt` TTL. Server-only. */
  editPresence: 'editPresence',
  /** Web vitals as daily histograms per page type and metric (decision 0020), never raw events. Server-only; `expiresAt` TTL. */
  siteHealthDaily: 'siteHealthDaily',
  /** Uploaded images' metadata (alt text, size, focal point), keyed by the stored name; the bytes are in Storage. */
  media: 'media',
  /** Site-wide switches, one document each (`maintenance`, decision 0029). Server-only. */
  siteSettings: 'siteSettings',
} as const;
