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
