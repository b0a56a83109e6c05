import { isGatedPath, MAINTENANCE_STATUS_PATH, maintenanceUrlFor, readMaintenanceStatus } from '@shared/maintenance';

/** Coming back to a tab often is no reason to ask often. */
const RECHECK_MS = 60_000;

/**
 * Maintenance mode (decision 0029) for a page Hosting served as a static file, which no server can replace at run
 * time: once the page is idle, and whenever it comes back to the foreground, it asks GET /api/maintenance (kept
 * 15 s by the CDN) and, if the site is in maintenance, goes to the maintenance page, which brings the visitor back
 * here when it ends. The service worker answers an installed app's later navigations with that page directly.
 */
export function watchMaintenance(): void {
  if (!import.meta.env.PROD || !isGatedPath(window.location.pathname)) return;
  let last = -Infinity;
  const check = () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < RECHECK_MS) return;
    last = Date.now();
    fetch(MAINTENANCE_STATUS_PATH, { credentials: 'omit' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (readMaintenanceStatus(body) === true) {
          window.location.replace(maintenanceUrlFor(window.location.pathname + window.location.search));
        }
      })
      // Offline or the API unreachable: the page stays as it is, and the next return asks again.
      .catch(() => undefined);
  };
  const start = () =>
    (window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200)))(check);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  document.addEventListener('visibilitychange', check);
}
