import { test as setup, expect } from '@playwright/test';
import { ADMIN_STATE_FILE } from '../../../tools/scripts/lib/playwright-tier';
import { SEEDED_ADMIN } from './staff-flows';

/**
 * Signs the seeded administrator in once and keeps the session (Firebase Auth keeps it in IndexedDB) for every test
 * that only needs a signed-in admin (the `adminPage` fixture). The sign-in form itself is tested in foundation.
 */
setup('sign the seeded admin in once', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(SEEDED_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(SEEDED_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().storageState({ path: ADMIN_STATE_FILE, indexedDB: true });
});
