// First-load JS of a page, as a phone would download it: every script requested while the page loads,
// hydration after the first paint included (decision 0008), counted in bytes on the wire (gzip).
import type { Browser } from 'playwright-core';

export type FirstLoad = { route: string; kb: number; files: number; largest: [string, number][] };

/** The phone Lighthouse emulates (a Moto G Power): what is near its viewport is what loads at once. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Loads `route` on a phone in a fresh context (no service worker, no cache) and adds up the scripts it downloads. */
export async function measureFirstLoadJs(browser: Browser, origin: string, route: string): Promise<FirstLoad> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const pending: Promise<[string, number]>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(request.sizes().then((sizes) => [request.url().replace(origin, ''), sizes.responseBodySize]));
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    // Scripts start after the first paint and may load more (lazy page parts); wait until none has been
    // requested for a second.
    let seen = -1;
    while (seen !== pending.length) {
      seen = pending.length;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
    }
    const files = await Promise.all(pending);
    const bytes = files.reduce((sum, [, size]) => sum + size, 0);
    return {
      route,
      kb: bytes / 1024,
      files: files.length,
      largest: files.sort((a, b) => b[1] - a[1]).slice(0, 3),
    };
  } finally {
    await context.close();
  }
}
