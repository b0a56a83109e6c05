import type { Page } from '@playwright/test';
import { SERVICE_WORKER_LEFT_OUT } from './browser';

/**
 * Waits until the service worker controls the page. Controlling means it has activated, and a worker
 * activates only after its whole precache has been stored, so everything precached is then offline-ready.
 * The app registers it after the load event, when the browser is idle.
 */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  if (await page.evaluate((flag) => (globalThis as Record<string, unknown>)[flag] === true, SERVICE_WORKER_LEFT_OUT))
    throw new Error('This page was opened without its service worker: pass { serviceWorker: true } to openPage.');
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout });
}

/**
 * Whether the page's own navigation was answered by a service worker: `workerStart` is set only then. Read from
 * the page rather than Playwright's response object, which is occasionally missing for a navigation that follows
 * a worker-served page.
 */
export function servedByServiceWorker(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.workerStart ?? 0) >
      0,
  );
}
