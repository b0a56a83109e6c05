import { paths } from '../paths';

/**
 * The site's one route table, as data: the browser's router (routes.tsx) renders it, and the build turns it into
 * the list the `pages` function answers from (tools/build/prerender.ts writes it beside the server build), so the server
 * and the browser can never disagree on which addresses exist. No React here, so the build reads it in Node.
 *
 * - Public pages render in the public layout. They are written to HTML at build time (and precached), except
 *   SERVER_RENDERED_ROUTES, which the `pages` function renders on request (200). NOINDEX_ROUTES stay out of the
 *   sitemap and carry `noindex`.
 * - Record pages (ROUTE_PATTERNS in paths.ts): the build prerenders the records it bundles (team members,
 *   articles), and the server answers the rest from Firestore (blogs, location pages), 404 for an unknown one.
 * - `redirects` answer 301 from the server and redirect in the browser.
 * - Sign-in and the admin portal are rendered in the browser only (isAppShellPath, src/shared/site-paths.ts).
 */
export type PageKey =
  | 'home'
  | 'membership'
  | 'services'
  | 'geriatricAssessment'
  | 'ghapReferralForm'
  | 'pelvicFloor'
  | 'pelvicFloorMen'
  | 'pelvicFloorWomen'
  | 'edTreatment'
  | 'team'
  | 'articles'
  | 'contact'
  | 'about'
  | 'privacy'
  | 'terms'
  | 'thankYou'
  | 'newsletterConfirm'
  | 'newsletterUnsubscribe'
  | 'search';

export type PublicRoute = { path: string; page: PageKey };

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: paths.home, page: 'home' },
  { path: paths.membership, page: 'membership' },
  { path: paths.service, page: 'services' },
  { path: paths.ghapReferralForm, page: 'ghapReferralForm' },
  { path: paths.geriatricAssessment, page: 'geriatricAssessment' },
  { path: paths.pelvicFloor, page: 'pelvicFloor' },
  { path: paths.pelvicFloorMen, page: 'pelvicFloorMen' },
  { path: paths.pelvicFloorWomen, page: 'pelvicFloorWomen' },
  { path: paths.edTreatment, page: 'edTreatment' },
  { path: paths.team, page: 'team' },
  { path: paths.articles, page: 'articles' },
  { path: paths.contact, page: 'contact' },
  { path: paths.about, page: 'about' },
  { path: paths.privacy, page: 'privacy' },
  { path: paths.terms, page: 'terms' },
  { path: paths.thankYou, page: 'thankYou' },
  { path: paths.newsletterConfirm, page: 'newsletterConfirm' },
  { path: paths.newsletterUnsubscribe, page: 'newsletterUnsubscribe' },
  { path: paths.search, page: 'search' },
];

// What only the build and the server need (the router leaves these lists out of the browser's bundle):

/**
 * Rendered by the `pages` function on request rather than at build time: opened from mails with a one-time token,
 * and site search (its results depend on the query; decision 0026).
 */
export const SERVER_RENDERED_ROUTES: readonly string[] = [
  paths.newsletterConfirm,
  paths.newsletterUnsubscribe,
  paths.search,
];

/** Kept out of search results and the sitemap (they still render). */
export const NOINDEX_ROUTES: readonly string[] = [paths.thankYou, ...SERVER_RENDERED_ROUTES];

/**
 * The service pages that share one template: `/{slug}` for each slug of the services registry
 * (features/services/content/service-registry.ts). The router matches the pattern after every other route and the
 * page shows the not-found view for any other slug; the build expands it into the registry's paths (prerendered,
 * indexed), so the server knows each one.
 */
export const SERVICE_ROUTE_PATTERN = '/:service';

/** Old addresses still in circulation: 301 from the server, a replace in the browser. */
export const REDIRECTS: readonly { from: string; to: string }[] = [{ from: paths.legacyHome, to: paths.home }];
