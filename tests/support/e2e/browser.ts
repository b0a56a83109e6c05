import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
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
  // Wait until the page's chunks have loaded, so it is hydrated and its controls respond.
  await page.goto(path, { waitUntil: 'networkidle' });
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
