// First-load JS of a page, as a phone would download it: every script requested in the first 10 s, counted from the
// load event so that a slow, shared machine does not cut the window short, with no interaction, hydration after the first paint included (decision 0008) and chunks
// that load on a timer (a carousel's first rotation) too, counted in bytes on the wire (gzip).
import type { Browser, Request } from 'playwright-core';

export type FirstLoad = { route: string; kb: number; files: number; largest: [string, number][] };

/** The guide's phone: what is near its viewport is what loads at once. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** The window a visitor who only reads gives the page: whatever it fetches by then counts. */
export const FIRST_LOAD_WINDOW_MS = 10_000;

/** Loads `route` on a phone in a fresh context (no service worker, no cache) and adds up the scripts it downloads. */
export async function measureFirstLoadJs(browser: Browser, origin: string, route: string): Promise<FirstLoad> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const scripts: Request[] = [];
    let counting = true;
    page.on('request', (request) => {
      if (counting && request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(FIRST_LOAD_WINDOW_MS);
    counting = false;
    // A script requested within the window counts whole, even if it finishes after it.
    const files = await Promise.all(
      scripts.map(async (request): Promise<[string, number]> => {
        const response = await request.response();
        await response?.finished();
        const sizes = await request.sizes();
        return [request.url().replace(origin, ''), sizes.responseBodySize];
      }),
    );
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
