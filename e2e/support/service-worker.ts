import type { Page } from 'playwright-core';

/**
 * Waits until the service worker controls the page. Controlling means it has activated, and a worker
 * activates only after its whole precache has been stored, so everything precached is then offline-ready.
 * The app registers it after the load event, when the browser is idle.
 */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout });
}
