import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const baseUrl = (): string => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** A fresh context per test keeps sign-in state from leaking between tests. */
export async function openPage(
  browser: Browser,
  path: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // A prerendered page starts its scripts after the first paint (decision 0008): on a busy machine the network can
  // be idle before they run. Until React has hydrated it, a form's button does nothing and a link is a full page
  // load, so wait for the hydrated heading. A page React renders itself (no heading in the HTML) has none to wait for.
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('h1');
      return !heading || Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    },
    null,
    { timeout: 30_000 },
  );
  return { context, page, errors };
}

/** Waits until React has hydrated the page's prerendered main heading (it attaches its fiber to the node). */
export async function waitForHydration(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
    null,
    { timeout },
  );
}

/**
 * Waits until the page has nothing left to do that could still run script: hydrated, no request in flight for
 * 500 ms, every image it loads now loaded or failed (an `onerror` handler would have fired by then). Checks that something did
 * NOT happen (no dialog, no injected script) come after this, instead of after a fixed pause.
 */
export async function waitUntilSettled(page: Page, timeout = 20_000): Promise<void> {
  await waitForHydration(page, timeout);
  await page.waitForLoadState('networkidle', { timeout });
  // Lazy images below the fold load only when scrolled to; they are not part of what the page loads.
  await page.waitForFunction(
    () => [...document.images].every((image) => image.complete || image.loading === 'lazy'),
    null,
    { timeout },
  );
  // One more frame: handlers queued by the last image or request run before it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

export { eventually } from '../eventually';

/**
 * The browser of one test file: launched before its tests, closed after them. Returns it at once, as a stand-in
 * that forwards to the launched browser, so a file writes `const browser = useBrowser();` and uses it in its tests.
 */
export function useBrowser(): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!launched) throw new Error('The browser is launched in beforeAll: use it inside a test or a hook.');
      const value: unknown = Reflect.get(launched, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(launched) : value;
    },
  });
}
