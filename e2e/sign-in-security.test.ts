import { beforeAll, describe, expect, it } from 'vitest';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { DESKTOP, eventually, openPage, useBrowser } from '../tests/support/e2e/browser';
import { COLLECTIONS } from '../src/shared/collections';
import { emulatorAdmin } from '../tests/support/admin-sdk';
import { createTestUser, latestVerificationCode } from '../tests/support/auth-emulator';
import {
  actionLinkMailedTo,
  setNewPassword,
  signIn,
  signInAsAdmin,
  testPhone,
  uniqueEmail,
  watchRefusals,
  withoutResourceErrors,
} from '../tests/support/e2e/staff-flows';
import { resetRateLimits } from '../tests/support/limits-and-mail';

const browser = useBrowser();
beforeAll(resetRateLimits);

describe('sign-in security for administrators', () => {
  it('resets a forgotten password from the mailed link, and a used link offers a new one', async () => {
    const account = await createTestUser({ prefix: 'forgot' });
    const { context, page, errors } = await openPage(browser, '/login', DESKTOP);
    const refused = watchRefusals(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await expect(findAxeViolations(page)).resolves.toEqual([]);
    await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(account.email);
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
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const fresh = 'a brand new passphrase for spring';
    await setNewPassword(page, fresh, 'Save my new password');
    await signIn(page, account.email, account.password);
    await page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' }).waitFor();
    await signInAsAdmin(page, account.email, fresh);

    // The link has been used: its own page, with a way to get a new one.
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link has expired or was already used' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page.locator('.form-success').waitFor();
    // Firebase answers the old password and the spent code with 400; nothing else failed.
    expect(refused).toEqual(['/v1/accounts:signInWithPassword', '/v1/accounts:resetPassword']);
    expect(withoutResourceErrors(errors)).toEqual([]);
    await context.close();
  });

  it('enrols an SMS second factor on the Staff screen, then signs in with the code from the emulator', async () => {
    const account = await createTestUser({ prefix: 'sms' });
    const phone = testPhone();
    const { context, page, errors } = await openPage(browser, '/login', DESKTOP);
    const refused = watchRefusals(page);
    await signInAsAdmin(page, account.email, account.password);
    await page.goto('/admin/staff');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByRole('textbox', { name: 'Mobile phone number' }).fill(phone);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    const enrolCode = await eventually(async () => {
      const code = await latestVerificationCode(phone);
      if (!code) throw new Error('No code texted yet.');
      return code;
    });
    await page.getByRole('textbox', { name: 'Code from the text message' }).fill(enrolCode);
    await page.getByRole('button', { name: 'Turn on the second factor' }).click();
    await page.getByText('Your second factor is on.').waitFor();

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
    await page.waitForURL((url) => url.pathname === '/login');
    const left = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('clinic-admin-draft:')),
    );
    expect(left).toEqual(['clinic-admin-draft:blog:other']);
    await signIn(page, account.email, account.password);
    await page.getByRole('heading', { name: 'Enter the code we texted you' }).waitFor();
    const signInCode = await eventually(async () => {
      const code = await latestVerificationCode(phone);
      if (!code || code === enrolCode) throw new Error('No new code texted yet.');
      return code;
    });
    await page.getByRole('textbox', { name: 'Code from the text message' }).fill(signInCode);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    await page.goto('/admin/staff');
    const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: account.email }) });
    await mine.getByText('On (text message)').waitFor();
    // Before sending a code the SDK asks for the project's reCAPTCHA Enterprise settings, which the emulator does
    // not implement (501); it then uses its mock reCAPTCHA, as connectAuthEmulator arranges.
    expect(new Set(refused)).toEqual(new Set(['/v2/recaptchaConfig']));
    expect(withoutResourceErrors(errors)).toEqual([]);
    await context.close();
  });

  it('asks for the password again when the sign-in is older than 12 hours, keeping what was typed', async () => {
    const account = await createTestUser({ prefix: 'stale' });
    const { db } = await emulatorAdmin();
    const clock = db.collection(COLLECTIONS.demoClock).doc(account.uid);
    const { context, page, errors } = await openPage(browser, '/login', DESKTOP);
    await signInAsAdmin(page, account.email, account.password);
    await page.goto('/admin/staff');
    await page.getByRole('heading', { name: 'Administrators' }).waitFor();
    const invitee = uniqueEmail('after-reauth');
    await page.getByRole('textbox', { name: 'Email address' }).fill(invitee);

    // The server's clock for this account only runs 13 hours ahead (demo projects only).
    await clock.set({ offsetMs: 13 * 60 * 60 * 1000 });
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const prompt = page.getByRole('dialog', { name: 'Please enter your password again' });
    await prompt.waitFor();
    await clock.delete();
    await prompt.getByLabel(`Password for ${account.email}`).fill(account.password);
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.getByText('You are signed in again.').waitFor();

    await expect(page.getByRole('textbox', { name: 'Email address' }).inputValue()).resolves.toBe(invitee);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('status').filter({ hasText: invitee }).waitFor();
    expect(errors.filter((error) => !/401/.test(error))).toEqual([]);
    await context.close();
  });
});
