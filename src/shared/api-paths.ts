/**
 * Every endpoint of the HTTP API, written once. The functions' route table matches these patterns; the web app
 * builds its request URLs from them with `apiPath`, so the two cannot drift apart.
 */
export const API_PATHS = {
  login: '/api/users/login',

  blogs: '/blogs',
  blogCreate: '/blog',
  blog: '/blog/:id',
  blogBySlug: '/api/blogs/url/:slug',
  blogSlugAvailable: '/api/blogs/slug-available/:slug',
  blogRevisions: '/blog/:id/revisions',
  blogRevision: '/blog/:id/revisions/:revisionId',
  blogRevisionRestore: '/blog/:id/revisions/:revisionId/restore',
  blogTrash: '/api/blogs/trash',
  blogTrashItem: '/api/blogs/trash/:id',
  blogTrashRestore: '/api/blogs/trash/:id/restore',

  categories: '/api/categories',

  imageUpload: '/api/backup-files/upload_files',
  image: '/api/images/:name',
  cardImage: '/api/images/cards/:name',
  heroImage: '/api/images/hero/:name',
  socialImage: '/api/images/social/:name',

  locationPages: '/api/locationpages',
  locationPageCreate: '/api/locationpages/create',
  locationPage: '/api/locationpages/:id',
  locationPageBySlug: '/api/locationpages/url/:slug',
  locationPageSlugAvailable: '/api/locationpages/slug-available/:slug',
  locationPageRevisions: '/api/locationpages/:id/revisions',
  locationPageRevision: '/api/locationpages/:id/revisions/:revisionId',
  locationPageRevisionRestore: '/api/locationpages/:id/revisions/:revisionId/restore',
  locationPageTrash: '/api/locationpages/trash',
  locationPageTrashItem: '/api/locationpages/trash/:id',
  locationPageTrashRestore: '/api/locationpages/trash/:id/restore',

  newsletter: '/api/newsletter',
  newsletterConfirm: '/api/newsletter/confirm',
  newsletterUnsubscribe: '/api/newsletter/unsubscribe',
  subscribers: '/api/newsletter/subscribers',
  subscribersCsv: '/api/newsletter/subscribers.csv',
  subscriberErase: '/api/newsletter/subscribers/erase',

  mailOutbox: '/api/mail/outbox',

  contactRequests: '/api/contact-requests',
  contactRequest: '/api/contact-requests/:id',

  staff: '/api/staff',
  staffInvitations: '/api/staff/invitations',
  staffMember: '/api/staff/:uid',
  staffSignOutEverywhere: '/api/staff/sign-out-everywhere',
  /** A colleague's lost phone: removes their second factors and ends their sessions (not one's own). */
  staffSecondFactor: '/api/staff/:uid/second-factor',
  /** The staff log entry for one's own phone, asked for just before the browser removes it with Firebase. */
  ownSecondFactorRemoval: '/api/account/second-factor-removal',
  passwordReset: '/api/account/password-reset',
  // Review requests (decision 0023): admin routes, then the reviewer's, token in the body.
  reviewRequests: '/api/reviews',
  reviewRequestRevoke: '/api/reviews/:id/revoke',
  reviewLinkView: '/api/reviews/link/view',
  reviewLinkApprove: '/api/reviews/link/approve',
  reviewLinkReturn: '/api/reviews/link/return',
  /** After an edit of a stamped blog, the editor keeps the stamp or withdraws it (decision 0028). */
  reviewStampChoice: '/api/reviews/stamp',
  // Who else has a record open in the editor: POST is the heartbeat, DELETE leaves.
  blogPresence: '/blog/:id/presence',
  locationPagePresence: '/api/locationpages/:id/presence',
  /** Browser errors and web vitals (decision 0020). */
  clientErrors: '/api/client-errors',
  /** The 75th percentile of each web vital per page type over 28 days: admin only. */
  siteHealth: '/api/site-health',
  // The media library: admin only.
  media: '/api/media',
  mediaItem: '/api/media/:name',
  /** Site search's published blogs and location pages (decision 0026): public. */
  searchDocuments: '/api/search-documents',
  /** What the public can see that changed since a version (decision 0027). */
  contentChanges: '/api/changes',
  /** Maintenance mode (decision 0029): whether the site is in it, public; the switch itself, admin only. */
  maintenance: '/api/maintenance',
  maintenanceSettings: '/api/maintenance/settings',
} as const;

export type ApiPattern = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The `:name` placeholders of a pattern, as an object type: `'/blog/:id'` needs `{ id: string }`. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/**
 * A request URL from a pattern: each placeholder is filled with its value, percent-encoded, so an id or slug can
 * never add a path segment. `apiPath(API_PATHS.blog, { id })`.
 */
export function apiPath<P extends ApiPattern>(
  pattern: P,
  ...[params]: keyof ParamsOf<P> extends never ? [] : [ParamsOf<P>]
): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (params as Record<string, string> | undefined)?.[name];
    if (value === undefined) throw new Error(`apiPath: no value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}
