/**
 * Maintenance mode (decision 0029): one switch, kept in Firestore, that puts up the maintenance page for visitors
 * while staff sign in and the API keeps answering. Shared by the functions, the service worker, the page check and
 * the build; imports nothing.
 */

/** The static maintenance page (tools/build/maintenance-page.ts writes it to dist/ and beside the server build). */
export const MAINTENANCE_PATH = '/maintenance';
export const MAINTENANCE_PAGE_FILE = 'maintenance.html';

/** What a function's 503 asks crawlers and clients to wait before trying again: a typical update. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/**
 * GET /api/maintenance, as API_PATHS.maintenance spells it (a test holds them equal): every public page's check
 * imports this, not API_PATHS, whose every route would otherwise join the pages' first-load JS.
 */
export const MAINTENANCE_STATUS_PATH = '/api/maintenance';

/** How often the maintenance page asks whether the site is back. */
export const MAINTENANCE_POLL_MS = 15_000;

/** GET /api/maintenance's `data`: all that visitors, the page check and the service worker learn. */
export type MaintenanceStatus = { on: boolean };

/** The admin screen's view of the switch (GET/PUT /api/maintenance/settings). */
export type MaintenanceSettings = MaintenanceStatus & {
  /** When the switch last changed (ISO 8601), or null if it never has. */
  changedAt: string | null;
  /** Who changed it: "staff" (the portal) or "command" (npm run maintenance); never an address. */
  changedBy: 'staff' | 'command' | null;
};

/**
 * Addresses that stay open during maintenance: sign-in, the admin portal, account links (password reset from a
 * mail), review links (decision 0023), the maintenance page itself. The API (`/api/…`, `/blogs`, `/blog/…`) and
 * Firebase's `/__/` are never pages and are never gated either.
 */
const OPEN_PATHS: readonly RegExp[] = [
  /^\/admin(\/|$)/,
  /^\/login(\/|$)/,
  /^\/account\/action(\/|$)/,
  /^\/review\//,
  /^\/maintenance(\.html)?$/,
  /^\/api(\/|$)/,
  /^\/blogs?(\/|$)/,
  /^\/__\//,
];

/** Whether maintenance mode replaces the page at this path (a URL's pathname). */
export function isGatedPath(pathname: string): boolean {
  return !OPEN_PATHS.some((pattern) => pattern.test(pathname));
}

/** The maintenance page's address for a visitor who was on `from` (path and query), so it can take them back. */
export function maintenanceUrlFor(from: string): string {
  return `${MAINTENANCE_PATH}?from=${encodeURIComponent(from)}`;
}

/** Whether an answer of GET /api/maintenance says the site is in maintenance (anything else: it is not). */
export function readMaintenanceStatus(body: unknown): boolean | null {
  const data = (body as { data?: { on?: unknown } } | null)?.data;
  return typeof data?.on === 'boolean' ? data.on : null;
}
