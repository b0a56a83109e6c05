import type { Page } from '../tests/support/e2e/browser';
import { test, expect, DESKTOP, openPage, useBrowser } from '../tests/support/e2e/browser';
import { resetRateLimits } from '../tests/support/limits-and-mail';

const browser = useBrowser();
test.beforeAll(resetRateLimits);

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Admin-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
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

test.describe('newsletter double opt-in, followed through the admin Outbox', { tag: '@desktop' }, () => {
  test('signs up in the footer, confirms from the queued mail, then unsubscribes in one click', async () => {
    const email = `outbox.${Date.now()}@example.com`;
    const { context, page } = await openPage(browser, '/', DESKTOP);
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(/check your inbox/)).toBeVisible();

    await signInAsAdmin(page);
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: email })).toBeVisible();
    const confirm = await linkInOutbox(page, email, '/newsletter/confirm');
    const unsubscribe = await linkInOutbox(page, email, '/newsletter/unsubscribe');

    await page.goto(confirm);
    await expect(page.getByText(/send me the clinic newsletter/)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'subscription is confirmed' }).textContent(),
    ).resolves.toBeTruthy();

    await page.goto(unsubscribe);
    await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toBeVisible();
    await context.close();
  });
});
