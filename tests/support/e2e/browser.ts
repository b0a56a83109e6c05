import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { ADMIN_STATE_FILE, E2E_PROJECTS } from '../../../tools/scripts/lib/playwright-tier';
import { DESKTOP, PHONE } from './viewports';

export { expect, PHONE, DESKTOP };
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

type Viewport = { width: number; height: number };
export type Opened = { context: BrowserContext; page: Page; errors: string[] };

/** The stack under test: STACK_URL, set by `npm test` or by the tier's global setup before the workers start. */
export function baseUrl(): string {
  const url = process.env.STACK_URL;
  if (!url) throw new Error('STACK_URL is unset: run the e2e tier with `npm run test:e2e` (it starts the stack).');
  return url;
}

/**
 * The e2e tests: Playwright's `test`, with `screenSize`, the width of the test's project (`phone` 390 px or
 * `desktop` 1280 px). A test tagged `@phone` or `@desktop` runs in that project only; untagged, in both.
 */
export const test = base.extend<{ screenSize: Viewport }>({
  screenSize: async ({ viewport }, use) => use(viewport ?? DESKTOP),
});

const opened = new Set<BrowserContext>();

/**
 * The worker's browser (Playwright's `browser` fixture), for helpers at the top of a file: captured before the
 * file's tests run, and the contexts `openPage` made during a test are closed after it, passed or failed.
 */
export function useBrowser(): Browser {
  let captured: Browser | undefined;
  test.beforeAll(({ browser }) => {
    captured = browser;
  });
  // Only what a test itself opened: a context a file opens in beforeAll is shared by its tests and closed by its
  // own afterAll.
  test.beforeEach(() => {
    opened.clear();
  });
  test.afterEach(async () => {
    for (const context of opened) await context.close().catch(() => undefined);
    opened.clear();
  });
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!captured) throw new Error('The browser is captured in beforeAll: use it inside a test or a hook.');
      const value: unknown = Reflect.get(captured, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(captured) : value;
    },
  });
}

/** Set on a page whose context left the service worker out (`withoutServiceWorker`). */
export const SERVICE_WORKER_LEFT_OUT = '__e2eServiceWorkerLeftOut';

/**
 * Leaves the service worker out of a context: its registration stays pending, as on a slow connection, so the page
 * works as on a first visit before the worker installs, and no error is raised. Installing it means downloading the
 * whole precache (about 240 files) from the Hosting emulator in every fresh context, which most tests never use:
 * on 2 cores that was a large share of the e2e tier. Tests of offline use, updates and installation keep it.
 */
export async function withoutServiceWorker(context: BrowserContext): Promise<void> {
  await context.addInitScript((flag) => {
    (globalThis as Record<string, unknown>)[flag] = true;
    if (globalThis.ServiceWorkerContainer)
      ServiceWorkerContainer.prototype.register = () => new Promise<ServiceWorkerRegistration>(() => undefined);
  }, SERVICE_WORKER_LEFT_OUT);
}

/** Where `recordAnnouncements` keeps what a page's live regions said. */
const ANNOUNCED = '__e2eAnnounced';

/**
 * Keeps every message the context's pages show in a live region (role status or alert), in order, from each page's
 * first script on. The admin portal's banners show for 3 s (the spec's banner duration): on a busy machine, a check
 * that polls for the banner itself can come after it has gone, so tests ask `expectAnnounced` instead. Applies to the
 * pages and navigations that follow.
 */
export async function recordAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    const heard: string[] = [];
    (globalThis as Record<string, unknown>)[key] = heard;
    const last = new WeakMap<Element, string>();
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = region.textContent?.trim() ?? '';
        if (text && last.get(region) !== text) heard.push(text);
        last.set(region, text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, ANNOUNCED);
}

/**
 * Waits until a live region of `page` has said `text` (a context set up by `recordAnnouncements`), and counts that
 * message as heard: the same text announced again later needs its own announcement.
 */
export async function expectAnnounced(page: Page, text: string): Promise<void> {
  const heardNow = () =>
    page.evaluate(
      ([key, wanted]) => {
        const heard = (globalThis as Record<string, unknown>)[key] as string[] | undefined;
        if (!heard) throw new Error('This page records no announcements: open it with recordAnnouncements.');
        const index = heard.findIndex((said) => said.includes(wanted));
        heard.splice(0, index + 1);
        return index >= 0;
      },
      [ANNOUNCED, text] as const,
    );
  await expect.poll(heardNow, { message: `"${text}" announced in a live region` }).toBe(true);
}

export type OpenOptions = {
  /** Starts signed in as the seeded administrator (the state the `admin sign-in` project saved once). */
  asAdmin?: boolean;
  /** Lets the app install its service worker (offline, update, install and maintenance tests). */
  serviceWorker?: boolean;
};

/**
 * Opens `path` in a fresh context (sign-in state never leaks between pages or tests) and collects the page's console
 * errors. `{ asAdmin: true }` starts the context signed in as the seeded administrator, for tests that only need a
 * signed-in admin (the sign-in form itself is tested in foundation and sign-in-security). The service worker is left
 * out unless `{ serviceWorker: true }`.
 */
export async function openPage(
  browser: Browser,
  path: string,
  viewport: Viewport = DESKTOP,
  { asAdmin = false, serviceWorker = false }: OpenOptions = {},
): Promise<Opened> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    ...(asAdmin ? { storageState: ADMIN_STATE_FILE } : {}),
  });
  opened.add(context);
  if (!serviceWorker) await withoutServiceWorker(context);
  // The admin portal announces what a save did in a 3 s banner.
  if (asAdmin) await recordAnnouncements(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  trackRequests(page);
  await gotoHydrated(page, path);
  return { context, page, errors };
}

/**
 * Loads `path` in `page` and waits for React to hydrate it. A prerendered page starts its scripts after the first
 * paint (decision 0008). Until React has hydrated it, a form's button does nothing and a link is a full page load, so
 * wait for the hydrated heading. A page React renders itself (no heading in the HTML) has none to wait for.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('h1');
      return !heading || Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    },
    null,
    { timeout: 30_000 },
  );
}

/** The page's runtime errors and console errors (hydration mismatches and CSP violations surface there too). */
export function collectErrors(page: Page): string[] {
  return watchErrors(page).errors;
}

/**
 * As `collectErrors`, until `stop()`: for a page that outlives one test (a tab a worker keeps), whose errors are each
 * test's own.
 */
export function watchErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onPageError = (error: Error) => errors.push(error.message);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // "Failed to load resource: … 404" names no address: add the one the browser reports, so a failure says which.
    const { url } = message.location();
    errors.push(
      url && message.text().startsWith('Failed to load resource') ? `${message.text()} (${url})` : message.text(),
    );
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  return {
    errors,
    stop: () => {
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
    },
  };
}

/** Waits until React has hydrated the page's prerendered main heading (it attaches its fiber to the node). */
export async function waitForHydration(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
    null,
    { timeout },
  );
}

type Traffic = { inFlight: number; lastActivity: number };
const traffic = new WeakMap<Page, Traffic>();

/** Counts the page's requests in flight from now on (openPage starts it before the first navigation). */
export function trackRequests(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const state: Traffic = { inFlight: 0, lastActivity: Date.now() };
  const done = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastActivity = Date.now();
  };
  page.on('request', () => {
    state.inFlight += 1;
    state.lastActivity = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  traffic.set(page, state);
  return state;
}

/**
 * Waits until the page has nothing left to do that could still run script: hydrated, no request of its own in
 * flight for 500 ms, every image it loads now loaded or failed (an `onerror` handler would have fired by then).
 * Checks that something did NOT happen (no dialog, no injected script) come after this, instead of after a pause.
 */
export async function waitUntilSettled(page: Page, timeout = 20_000): Promise<void> {
  await waitForHydration(page, timeout);
  const state = trackRequests(page);
  await expect
    .poll(() => state.inFlight === 0 && Date.now() - state.lastActivity >= 500, {
      timeout,
      intervals: [100],
      message: 'the page still had requests in flight',
    })
    .toBe(true);
  // Lazy images below the fold load only when scrolled to; they are not part of what the page loads.
  await page.waitForFunction(
    () => Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
    null,
    { timeout },
  );
  // One more frame: handlers queued by the last image or request run before it. Bounded: twice in full e2e runs
  // under load, a tab in front just widened with setViewportSize produced no frame for a minute (its test's whole
  // timeout; a known headless Chromium behaviour), and a task's turn serves the same purpose.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => resolve(null));
        setTimeout(() => resolve(null), 1_000);
      }),
  );
}

/** A pattern matching `text` literally (for `toHaveAttribute` where the value only has to contain it). */
export const escapeRegExp = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The width of a project (`phone` or `desktop`), for a describe block whose tests run at both. */
export function widthOf(projectName: string): { name: string; viewport: Viewport } {
  return projectName === E2E_PROJECTS.phone
    ? { name: E2E_PROJECTS.phone, viewport: PHONE }
    : { name: E2E_PROJECTS.desktop, viewport: DESKTOP };
}
