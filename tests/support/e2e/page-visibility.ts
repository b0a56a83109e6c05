import type { Page } from '@playwright/test';

/**
 * The visitor switches away from the app and comes back: `visibilitychange` to hidden, then to visible.
 *
 * Headless Chromium never hides a page on its own. Tried (Debian Chromium 156, --headless=new): opening another page in the
 * same context and `page.bringToFront()`, CDP `Browser.setWindowBounds` to `minimized` and back, CDP
 * `Page.setWebLifecycleState` frozen → active: `document.visibilityState` stays `visible` and no `visibilitychange`
 * fires. So the state is emulated at the browser boundary: `document.visibilityState` reads what the browser would
 * report, and the event is dispatched as the browser dispatches it. The page's own code is untouched.
 */
export async function leaveAndComeBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    setVisibility('hidden');
    setVisibility('visible');
  });
}

/** The content watcher's chunk (content-changes-client.ts), which the page loads on its first return. */
const CONTENT_WATCHER_CHUNK = /\/assets\/content-changes-client-[^/]*\.js$/;

/**
 * The visitor comes back to an app that has been open a while. A page starts listening for returns only once its
 * service worker client has registered, when the browser is idle after the load (register-service-worker.ts): a
 * visitor is never back that fast, but a test can be, under load. So the return is repeated until the page has
 * loaded its content watcher, which it does on the first return it hears; the watcher then checks at once, and
 * ignores the later returns (one check every few minutes at most), so repeating adds no check.
 */
export async function comeBackToTheApp(page: Page, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    await leaveAndComeBack(page);
    const heard = await page
      .waitForFunction(
        (source) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => new RegExp(source).test(new URL(entry.name).pathname)),
        CONTENT_WATCHER_CHUNK.source,
        { timeout: 1_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (heard) return;
    if (Date.now() > deadline)
      throw new Error(`The page never loaded its content watcher after ${timeout} ms of returns to it.`);
  }
}
