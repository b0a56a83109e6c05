import { test as base, baseUrl, gotoHydrated, trackRequests, watchErrors, withoutServiceWorker } from './browser';
import type { BrowserContext, Page } from './browser';

type Viewport = { width: number; height: number };
/** Loads `path` in the worker's tab at `viewport` (the project's width unless given), hydrated. */
export type Visit = (path: string, viewport?: Viewport) => Promise<{ page: Page; errors: string[] }>;
type Tab = { context: BrowserContext; page?: Page };

/**
 * `visit(path)`: loads a page as one visitor browsing the site does, in one tab of one browser context the worker
 * keeps for the file's tests. Each visit is a full page load that hydrates anew; what it saves against a fresh context
 * per test is the work a visitor's browser does once: the HTTP cache is warm after the first page (the scripts, CSS and
 * images every page shares), and the tab's renderer is already running. The errors a visit returns are the page's
 * console errors from its load until the test ends. A test that fails leaves a new tab to the next one. The service
 * worker is left out, as in `openPage`. For read-only tests: the context's storage is shared by the worker's tests.
 */
export const test = base.extend<{ visit: Visit }, { visitorTab: Tab }>({
  visitorTab: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: baseUrl() });
      await withoutServiceWorker(context);
      await use({ context });
      await context.close();
    },
    { scope: 'worker' },
  ],
  visit: async ({ visitorTab, screenSize }, use, testInfo) => {
    const watches: (() => void)[] = [];
    await use(async (path, viewport = screenSize) => {
      visitorTab.page ??= await visitorTab.context.newPage();
      const { page } = visitorTab;
      // The worker's other tests open pages of their own in the same browser, which leave this tab in the
      // background, where Chromium throttles its timers and pauses its animation frames: bring it forward.
      await page.bringToFront();
      trackRequests(page);
      await page.setViewportSize(viewport);
      const { errors, stop } = watchErrors(page);
      watches.push(stop);
      await gotoHydrated(page, path);
      return { page, errors };
    });
    for (const stop of watches) stop();
    // A failed test may leave the tab mid-load or broken: the next test starts from a new one.
    if (testInfo.status !== testInfo.expectedStatus && visitorTab.page) {
      await visitorTab.page.close().catch(() => undefined);
      visitorTab.page = undefined;
    }
  },
});
