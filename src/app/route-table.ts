import { paths } from '../paths';

/**
 * The site's one route table, as data: the browser's router (routes.tsx) renders it, and the build turns it into
 * the list the `pages` function answers from (build/prerender.ts writes it beside the server build), so the server
 * and the browser can never disagree on which addresses exist. No React here, so the build reads it in Node.
 *
 * - `public` pages render in the public layout. `prerender: true` pages are written to HTML at build time (and
 *   precached); the others are rendered by the `pages` function on request (200). `indexed: false` keeps a page
 *   out of the sitemap and adds `noindex`.
 * - Record pages (ROUTE_PATTERNS in paths.ts): the build prerenders the records it bundles (team members,
 *   articles), and the server answers the rest from Firestore (blogs, location pages), 404 for an unknown one.
 * - `redirects` answer 301 from the server and redirect in the browser.
 * - `APP_SHELL_ROUTES` are rendered in the browser only (sign-in and the admin portal).
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
  | 'newsletterUnsubscribe';

export type PublicRoute = { path: string; page: PageKey; prerender: boolean; indexed: boolean };

const page = (path: string, key: PageKey, options: Partial<Omit<PublicRoute, 'path' | 'page'>> = {}): PublicRoute => ({
  path,
  page: key,
  prerender: true,
  indexed: true,
  ...options,
});

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  page(paths.home, 'home'),
  page(paths.membership, 'membership'),
  page(paths.service, 'services'),
  page(paths.ghapReferralForm, 'ghapReferralForm'),
  page(paths.geriatricAssessment, 'geriatricAssessment'),
  page(paths.pelvicFloor, 'pelvicFloor'),
  page(paths.pelvicFloorMen, 'pelvicFloorMen'),
  page(paths.pelvicFloorWomen, 'pelvicFloorWomen'),
  page(paths.edTreatment, 'edTreatment'),
  page(paths.team, 'team'),
  page(paths.articles, 'articles'),
  page(paths.contact, 'contact'),
  page(paths.about, 'about'),
  page(paths.privacy, 'privacy'),
  page(paths.terms, 'terms'),
  page(paths.thankYou, 'thankYou', { indexed: false }),
  // Opened from the newsletter mails with a one-time token: never indexed, nothing worth precaching.
  page(paths.newsletterConfirm, 'newsletterConfirm', { prerender: false, indexed: false }),
  page(paths.newsletterUnsubscribe, 'newsletterUnsubscribe', { prerender: false, indexed: false }),
];

/**
 * The service pages that share one template: `/{slug}` for each slug of the services registry
 * (features/services/content/service-registry.ts). The router matches the pattern after every other route and the
 * page shows the not-found view for any other slug; the build expands it into the registry's paths (prerendered,
 * indexed), so the server knows each one.
 */
export const SERVICE_ROUTE_PATTERN = '/:service';

/** Old addresses still in circulation: 301 from the server, a replace in the browser. */
export const REDIRECTS: readonly { from: string; to: string }[] = [{ from: paths.legacyHome, to: paths.home }];

/** Rendered in the browser only: the server sends the app shell (src/shared/site-paths.ts), noindex. */
export const APP_SHELL_ROUTES = { login: paths.login, adminArea: paths.admin } as const;
