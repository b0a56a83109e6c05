import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/scripts/lib/chromium';
import { paths } from '../src/paths';
import { test, expect, PHONE, baseUrl, openPage, useBrowser } from '../tests/support/e2e/browser';
import { waitForServiceWorker } from '../tests/support/e2e/service-worker-page';

const browser = useBrowser();

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  screenshots: { src: string; form_factor?: string }[];
  shortcuts: { name: string; url: string }[];
};

test.describe('install', { tag: '@desktop' }, () => {
  test('the manifest is valid and Chromium finds the site installable', async () => {
    // A normal profile: Chromium never offers installation in an incognito context (Playwright's default).
    const profile = mkdtempSync(join(tmpdir(), 'install-check-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      viewport: PHONE,
      baseURL: baseUrl(),
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(paths.home, { waitUntil: 'load' });
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  test('every icon, screenshot and shortcut in the manifest is served', async () => {
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as Manifest;
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(new Set(manifest.screenshots.map((shot) => shot.form_factor))).toEqual(new Set(['narrow', 'wide']));
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual([
      'Book a consultation',
      'GHAP referral information',
      'Call the clinic',
    ]);
    for (const src of [...manifest.icons, ...manifest.screenshots].map((image) => image.src)) {
      const response = await fetch(new URL(src, baseUrl()));
      expect(response.status, src).toBe(200);
      expect(response.headers.get('content-type'), src).toMatch(/^image\//);
    }
  });

  test('the shortcuts land where they say: booking popup, referral criteria, phone numbers', async () => {
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as Manifest;
    const [book, ghap, call] = manifest.shortcuts.map((shortcut) => shortcut.url) as [string, string, string];

    const booking = await openPage(browser, book, PHONE);
    await expect(booking.page.getByRole('dialog', { name: 'Book a consultation' })).toBeVisible();
    await booking.context.close();

    const referral = await openPage(browser, ghap, PHONE);
    await expect(referral.page.locator('#referral-criteria')).toBeVisible();
    await referral.context.close();

    const phone = await openPage(browser, call, PHONE);
    const target = phone.page.locator('#call');
    await expect(target.locator('a[href^="tel:"]').count()).resolves.toBeGreaterThan(0);
    await phone.context.close();
  });
});
