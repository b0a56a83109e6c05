import { findAxeViolations } from '../tests/support/e2e/axe';
import { test, expect, PHONE, openPage, useBrowser } from '../tests/support/e2e/browser';
import { createTestUser, requireSecondFactorOf } from '../tests/support/auth-emulator';
import {
  enrolPhoneOnStaffScreen,
  signInAsAdmin,
  signInWithTextedCode,
  testPhone,
  watchRefusals,
  withoutResourceErrors,
} from '../tests/support/e2e/staff-flows';
import { resetRateLimits } from '../tests/support/limits-and-mail';

const browser = useBrowser();
test.beforeAll(resetRateLimits);

const OUTBOX_API = '/api/mail/outbox';

test.describe('the admin API when a second factor is required', { tag: '@desktop' }, () => {
  test('refuses an admin without one, shows the way to the Staff screen, and works once signed in with a code', async () => {
    // The demo stack runs ADMIN_MFA=optional; this account alone needs the second factor (demo projects only).
    const account = await createTestUser({ prefix: 'mfa-required' });
    await requireSecondFactorOf(account.uid, true);
    const phone = testPhone();
    const { context, page, errors } = await openPage(browser, '/login', PHONE);
    const refused = watchRefusals(page);
    await signInAsAdmin(page, account.email, account.password);

    const [refusal] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === OUTBOX_API),
      page.goto('/admin/outbox'),
    ]);
    expect(refusal.status()).toBe(403);
    await expect(refusal.json()).resolves.toMatchObject({ status: 'error', code: 'second-factor-required' });
    const prompt = page.getByRole('dialog', { name: 'A code from your phone is needed' });
    await expect(
      prompt.getByText('Set up your phone under “Your account” on the Staff screen, then sign in again.'),
    ).toBeVisible();
    await expect(findAxeViolations(page)).resolves.toEqual([]);
    await prompt.getByRole('link', { name: 'Go to the Staff screen' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/staff');
    // The list is refused too: the screen says why in place, and no dialog covers the enrolment form.
    await expect(page.getByRole('alert').filter({ hasText: 'set up your phone for sign-in codes' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const enrolCode = await enrolPhoneOnStaffScreen(page, phone);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await signInWithTextedCode(page, account, phone, enrolCode);

    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === OUTBOX_API),
      page.goto('/admin/outbox'),
    ]);
    expect(answer.status()).toBe(200);
    await expect(page.getByText('On this local stack nothing is delivered')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Refused as expected: the outbox and the staff list (403, which the browser logs), and the emulator's missing
    // reCAPTCHA Enterprise config (501, see sign-in-security.test.ts).
    expect(new Set(refused)).toEqual(new Set([OUTBOX_API, '/api/staff', '/v2/recaptchaConfig']));
    expect(withoutResourceErrors(errors)).toEqual([]);
    await requireSecondFactorOf(account.uid, false);
    await context.close();
  });
});
