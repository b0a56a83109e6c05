import { findAxeViolations } from '../tests/support/e2e/axe';
import { test, expect, DESKTOP, openPage, useBrowser } from '../tests/support/e2e/browser';
import { COLLECTIONS } from '@shared/collections';
import { emulatorAdmin } from '../tests/support/admin-sdk';
import { createTestUser } from '../tests/support/auth-emulator';
import {
  actionLinkMailedTo,
  setNewPassword,
  signIn,
  signInAsAdmin,
  testPhone,
  uniqueEmail,
  watchRefusals,
  withoutResourceErrors,
  textedCode,
} from '../tests/support/e2e/staff-flows';
import { resetRateLimits } from '../tests/support/limits-and-mail';

const browser = useBrowser();
test.beforeAll(resetRateLimits);

test.describe('sign-in security for administrators', { tag: '@desktop' }, () => {
  test('resets a forgotten password from the mailed link, and a used link offers a new one', async () => {
    const account = await createTestUser({ prefix: 'forgot' });
    const { context, page, errors } = await openPage(browser, '/login', DESKTOP);
    const refused = watchRefusals(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(findAxeViolations(page)).resolves.toEqual([]);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
    const answerTo = async () => {
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/account/password-reset')),
        page.getByRole('button', { name: 'Send the link' }).click(),
      ]);
      expect(response.status()).toBe(202);
      return page.locator('.form-success').textContent();
    };
    const answer = await answerTo();
    expect(answer).toBeTruthy();
    // The same answer for an address with no account.
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('nobody'));
    await expect(answerTo()).resolves.toBe(answer);

    const link = await actionLinkMailedTo(account.email, 'resetPassword');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const fresh = 'a brand new passphrase for spring';
    await setNewPassword(page, fresh, 'Save my new password');
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' })).toBeVisible();
    await signInAsAdmin(page, account.email, fresh);

    // The link has been used: its own page, with a way to get a new one.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link has expired or was already used' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.locator('.form-success')).toBeVisible();
    // Firebase answers the old password and the spent code with 400; nothing else failed.
    expect(refused).toEqual(['/v1/accounts:signInWithPassword', '/v1/accounts:resetPassword']);
    expect(withoutResourceErrors(errors)).toEqual([]);
    await context.close();
  });

  test('enrols an SMS second factor on the Staff screen, then signs in with the code from the emulator', async () => {
    const account = await createTestUser({ prefix: 'sms' });
    const phone = testPhone();
    const { context, page, errors } = await openPage(browser, '/login', DESKTOP);
    const refused = watchRefusals(page);
    await signInAsAdmin(page, account.email, account.password);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Mobile phone number' }).fill(phone);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    const enrolCode = await textedCode(phone);
    await page.getByRole('textbox', { name: 'Code from the text message' }).fill(enrolCode);
    await page.getByRole('button', { name: 'Turn on the second factor' }).click();
    await expect(page.getByText('Your second factor is on.')).toBeVisible();

    await page.goto('/admin');
    // Log out takes this admin's unsaved drafts off the device (as the editors write them); another admin's stay.
    const drafts = {
      'clinic-admin-draft:blog:new': { version: 1, savedAt: '', label: '', data: {}, owner: account.uid },
      'clinic-admin-draft:blog:other': { version: 1, savedAt: '', label: '', data: {}, owner: 'someone-else' },
    };
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
    }, drafts);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    const left = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('clinic-admin-draft:')),
    );
    expect(left).toEqual(['clinic-admin-draft:blog:other']);
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('heading', { name: 'Enter the code we texted you' })).toBeVisible();
    const signInCode = await textedCode(phone, enrolCode);
    await page.getByRole('textbox', { name: 'Code from the text message' }).fill(signInCode);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin');

    await page.goto('/admin/staff');
    const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: account.email }) });
    await expect(mine.getByText('On (text message)')).toBeVisible();
    // Before sending a code the SDK asks for the project's reCAPTCHA Enterprise settings, which the emulator does
    // not implement (501); it then uses its mock reCAPTCHA, as connectAuthEmulator arranges.
    expect(new Set(refused)).toEqual(new Set(['/v2/recaptchaConfig']));
    expect(withoutResourceErrors(errors)).toEqual([]);
    await context.close();
  });

  test('asks for the password again when the sign-in is older than 12 hours, keeping what was typed', async () => {
    const account = await createTestUser({ prefix: 'stale' });
    const { db } = await emulatorAdmin();
    const clock = db.collection(COLLECTIONS.demoClock).doc(account.uid);
    const { context, page, errors } = await openPage(browser, '/login', DESKTOP);
    await signInAsAdmin(page, account.email, account.password);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'Administrators' })).toBeVisible();
    const invitee = uniqueEmail('after-reauth');
    await page.getByRole('textbox', { name: 'Email address' }).fill(invitee);

    // The server's clock for this account only runs 13 hours ahead (demo projects only).
    await clock.set({ offsetMs: 13 * 60 * 60 * 1000 });
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const prompt = page.getByRole('dialog', { name: 'Please enter your password again' });
    await expect(prompt).toBeVisible();
    await clock.delete();
    await prompt.getByLabel(`Password for ${account.email}`).fill(account.password);
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page.getByText('You are signed in again.')).toBeVisible();

    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(invitee);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: invitee })).toBeVisible();
    expect(errors.filter((error) => !/401/.test(error))).toEqual([]);
    await context.close();
  });
});
