import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runOrThrow } from '../tools/scripts/lib/run';
import { serveStatic } from '../tools/scripts/lib/static-server';
import { paths } from '../src/paths';
import { waitForServiceWorker } from '../tests/support/e2e/service-worker-page';
import { test, expect, useBrowser, waitForHydration, waitUntilSettled } from '../tests/support/e2e/browser';

// A deploy, replayed: v1 (the build under test) is served, a visitor's browser installs it, then v2 (the
// same code built with another release label) replaces it on the same origin.
const ROOT = new URL('..', import.meta.url).pathname;
const V1 = join(ROOT, '.local/pwa-v1');
const V2 = join(ROOT, '.local/pwa-v2');
const V2_RELEASE = 'e2e-v2';

const browser = useBrowser();
let served = V1;
let site: Awaited<ReturnType<typeof serveStatic>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(V1, { recursive: true, force: true });
  cpSync(join(ROOT, 'dist'), V1, { recursive: true });
  await runOrThrow('v2 build', process.execPath, ['--import', 'tsx', 'tools/scripts/build-web.ts'], {
    env: { CLINIC_OUT_DIR: V2, VITE_RELEASE: V2_RELEASE, NODE_ENV: 'production', VITE_FIREBASE_PROJECT_ID: '' },
  });
  // Plain HTTP on 127.0.0.1 is a secure context, so service workers run.
  site = await serveStatic(() => served);
});

test.afterAll(async () => {
  site?.server.close();
});

test.describe('updates', { tag: '@desktop' }, () => {
  test('a visitor on v1 is offered v2, and accepting reloads once into v2 with no blank screen', async () => {
    served = V1;
    const context = await browser.newContext({ baseURL: site.origin });
    const page = await context.newPage();
    await page.goto(paths.home, { waitUntil: 'load' });
    await waitForServiceWorker(page);
    await expect(page.locator('footer')).not.toContainText(V2_RELEASE);

    served = V2;
    // The reload is still served by v1 from its precache; the browser finds the new sw.js meanwhile.
    await page.reload({ waitUntil: 'load' });
    await expect(page.locator('footer')).not.toContainText(V2_RELEASE);
    await expect(page.getByText('A new version is available.')).toBeVisible({ timeout: 30_000 });

    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('footer').getByText(V2_RELEASE)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('h1').first()).toBeVisible();
    // Settled (hydrated, no request for 500 ms): a second reload would have started by now.
    await waitUntilSettled(page);
    expect(navigations).toBe(1);
    await expect(page.getByText('A new version is available.')).toHaveCount(0);
    await context.close();
  });

  test('a lazy page chunk that fails to load reloads the page once instead of leaving it blank', async () => {
    served = V1;
    const context = await browser.newContext({ baseURL: site.origin, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(paths.home, { waitUntil: 'load' });
    // The header's links navigate in the app only once it is hydrated; before that a click is a full page load.
    await waitForHydration(page, 30_000);
    let aborted = 0;
    // The articles page's chunk is gone once, as after a deploy that renamed it.
    await page.route(/\/assets\/articles-page-[^/]+\.js$/, async (route) => {
      if (aborted++ === 0) await route.abort();
      else await route.continue();
    });
    // The header is hydrated with the app entry, so this is an in-app navigation that needs the chunk.
    await page.locator(`header a[href="${paths.articles}"]:visible`).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/article-main');
    // One failed request, one reload, one successful request: no loop...
    await expect.poll(() => aborted, { timeout: 20_000 }).toBe(2);
    // ...and the page is there and working (hydrated), not blank.
    await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: /article/i })).toBeVisible({
      timeout: 20_000,
    });
    await waitUntilSettled(page);
    expect(aborted).toBe(2);
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
    await context.close();
  });

  test('a lazy page chunk that keeps failing reloads once, then shows the error screen inside the layout', async () => {
    served = V1;
    const context = await browser.newContext({ baseURL: site.origin, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(paths.home, { waitUntil: 'load' });
    await waitForHydration(page, 30_000);
    let aborted = 0;
    let documents = 0;
    // The team page's chunk is unreachable for good (a broken network path, say).
    await page.route(/\/assets\/team-page-[^/]+\.js$/, async (route) => {
      aborted += 1;
      await route.abort();
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === paths.team) documents += 1;
    });
    // The footer is hydrated with the app entry, so this is an in-app navigation that needs the chunk.
    await page.locator(`footer a[href="${paths.team}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/team');
    const screen = page.getByRole('alert');
    await expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(screen).toContainText('This page could not be loaded');
    await expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
    // The layout stays around it: the header and footer are there.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await waitUntilSettled(page);
    // Exactly one reload (one document request for /team), the chunk asked for before and after it: no loop.
    expect(documents).toBe(1);
    expect(aborted).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
