import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, useBrowser } from '../tests/support/e2e/browser';
import { resetRateLimits } from '../tests/support/limits-and-mail';

const browser = useBrowser();
beforeAll(resetRateLimits);

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Admin-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** The path and query of the first link to `path` in the Outbox entry for `email`. */
async function linkInOutbox(page: Page, email: string, path: string): Promise<string> {
  await page.goto('/admin/outbox');
  const entry = page.getByRole('listitem').filter({ hasText: email });
  const text = (await entry.locator('pre').textContent()) ?? '';
  const match = new RegExp(`https?://[^/\\s]+(${path}\\?token=[\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${path} link in the outbox for ${email}`);
  return match[1];
}

describe('newsletter double opt-in, followed through the admin Outbox', () => {
  it('signs up in the footer, confirms from the queued mail, then unsubscribes in one click', async () => {
    const email = `outbox.${Date.now()}@example.com`;
    const { context, page } = await openPage(browser, '/', DESKTOP);
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(/check your inbox/).waitFor();

    await signInAsAdmin(page);
    await page.goto('/admin/outbox');
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    await page.getByRole('listitem').filter({ hasText: email }).waitFor();
    const confirm = await linkInOutbox(page, email, '/newsletter/confirm');
    const unsubscribe = await linkInOutbox(page, email, '/newsletter/unsubscribe');

    await page.goto(confirm);
    await page.getByText(/send me the clinic newsletter/).waitFor();
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'subscription is confirmed' }).textContent(),
    ).resolves.toBeTruthy();

    await page.goto(unsubscribe);
    await page.getByRole('status').filter({ hasText: 'You are unsubscribed' }).waitFor();
    await context.close();
  });
});
