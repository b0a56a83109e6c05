/**
 * The site's addresses that the server needs too: the sitemap's record pages, the links in mail, the app shell's
 * paths. `paths` (src/paths.ts) includes every one of them, so the web app and the functions share one spelling.
 */
const encode = (segment: string | number) => encodeURIComponent(String(segment));

export const SHARED_PATHS = {
  article: (slug: string) => `/article/${encode(slug)}`,
  location: (slug: string) => `/location/${encode(slug)}`,
  /** Site search (decision 0026): `/search?q=…`, rendered by the `pages` function. */
  search: '/search',
  /** Opened from the newsletter mails (links carry ?token=...). */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  login: '/login',
  admin: '/admin',
  adminInquiries: '/admin/inquiries',
  adminStaff: '/admin/staff',
  adminSiteHealth: '/admin/site-health',
  /** Firebase Auth's action links (invitations, password resets) open here, on the clinic's own origin. */
  accountAction: '/account/action',
} as const;

/** Every address below it is a review link. */
export const REVIEW_PATH_PREFIX = '/review/';

/**
 * A medical reviewer's signed link (decision 0023): rendered in the browser, never cached or indexed. Only the mail
 * builds it, so it stays out of SHARED_PATHS (which `paths` spreads into every page's first load).
 */
export const reviewPath = (token: string) => `${REVIEW_PATH_PREFIX}${encode(token)}`;

/** Whether a path is rendered in the browser only: sign-in, account actions, review links, `/admin` and below. */
export function isAppShellPath(path: string): boolean {
  const { login, admin, accountAction } = SHARED_PATHS;
  return (
    path === login ||
    path === accountAction ||
    path === admin ||
    path.startsWith(`${admin}/`) ||
    path.startsWith(REVIEW_PATH_PREFIX)
  );
}
