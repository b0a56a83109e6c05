import { findAxeViolations } from '../tests/support/e2e/axe';
import { test, expect, PHONE, baseUrl, openPage, useBrowser } from '../tests/support/e2e/browser';
import {
  adminWithPhone,
  latestVerificationCode,
  passwordToken,
  requireSecondFactorOf,
  untilSecondAfter,
} from '../tests/support/auth-emulator';
import {
  SEEDED_ADMIN,
  enrolPhoneOnStaffScreen,
  signInAsAdmin,
  signInWithTextedCode,
  testPhone,
  textedCode,
  withoutResourceErrors,
} from '../tests/support/e2e/staff-flows';
import { resetRateLimits } from '../tests/support/limits-and-mail';

const browser = useBrowser();
test.beforeAll(resetRateLimits);

const staffStatus = async (token: string) =>
  (await fetch(`${baseUrl()}/api/staff`, { headers: { Authorization: `Bearer ${token}` } })).status;

test.describe('a lost phone', { tag: '@phone' }, () => {
  test("a colleague's second factor reset from the Staff screen, a new phone set up, then removed by its owner", async () => {
    test.setTimeout(180_000);
    // A colleague with a phone, signed in with it; the stack runs ADMIN_MFA=optional, this account needs the factor.
    const colleague = await adminWithPhone('lost-phone');
    const lostSession = colleague.token;
    await requireSecondFactorOf(colleague.uid, true);
    await untilSecondAfter(lostSession);
    expect(await staffStatus(lostSession)).toBe(200);

    await test.step('the administrator resets it, after a confirmation that says what happens', async () => {
      const { context, page, errors } = await openPage(browser, '/admin/staff', PHONE, { asAdmin: true });
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: colleague.email }) });
      await expect(card.getByText('On (text message)')).toBeVisible();
      await card.getByRole('button', { name: `Reset second factor for ${colleague.email}` }).click();
      const dialog = page.getByRole('dialog', { name: `Reset the second factor of ${colleague.email}?` });
      await expect(dialog.getByText(/signed out at once on every device/)).toBeVisible();
      await expect(dialog.getByText(/asks them to set up a phone again/)).toBeVisible();
      await expect(findAxeViolations(page)).resolves.toEqual([]);
      await dialog.getByRole('button', { name: 'Reset second factor' }).click();

      await expect(page.getByRole('status').filter({ hasText: 'their sessions have ended' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(card.getByText('Off', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Reset second factor/ })).toHaveCount(0);
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: `${SEEDED_ADMIN.email} reset the second factor of ${colleague.email}` }),
      ).toBeVisible();
      expect(errors).toEqual([]);
      await context.close();
    });
    // Whoever holds the lost phone's session is out.
    expect(await staffStatus(lostSession)).toBe(401);

    await test.step('the colleague signs in with the password only and is sent to set up a new phone', async () => {
      const { context, page, errors } = await openPage(browser, '/login', PHONE);
      await signInAsAdmin(page, colleague.email, colleague.password);
      await page.goto('/admin/staff');
      await expect(page.getByRole('alert').filter({ hasText: 'set up your phone for sign-in codes' })).toBeVisible();
      const newPhone = testPhone();
      const enrolCode = await enrolPhoneOnStaffScreen(page, newPhone);
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await signInWithTextedCode(page, colleague, newPhone, enrolCode);
      await page.goto('/admin/staff');
      await expect(page.getByRole('heading', { name: 'Administrators' })).toBeVisible();

      // The owner removes it again: the password, then the code texted to it.
      await page.getByRole('button', { name: 'Remove this phone' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove your phone?' });
      await expect(dialog.getByText(/asks you to set up a new phone/)).toBeVisible();
      await dialog.getByLabel('Your password', { exact: true }).fill(colleague.password);
      const signInCode = (await latestVerificationCode(newPhone)) ?? undefined;
      await dialog.getByRole('button', { name: 'Remove the phone' }).click();
      const code = await textedCode(newPhone, signInCode);
      await dialog.getByRole('textbox', { name: 'Code from the text message' }).fill(code);
      await dialog.getByRole('button', { name: 'Remove the phone' }).click();
      await expect(page.getByText('Your phone is removed. Set up a new one below')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Mobile phone number' })).toBeVisible();
      expect(withoutResourceErrors(errors)).toEqual([]);
      await context.close();
    });

    const admin = await passwordToken(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const log = (await (
      await fetch(`${baseUrl()}/api/staff`, { headers: { Authorization: `Bearer ${admin}` } })
    ).json()) as { data: { log: { action: string; actor: string }[] } };
    expect(log.data.log).toContainEqual(
      expect.objectContaining({ action: 'second-factor-removed', actor: colleague.email }),
    );
    await requireSecondFactorOf(colleague.uid, false);
  });
});
