import type { Page } from '@playwright/test';
import type { Outbox } from '@shared/schemas/mail';
import { latestVerificationCode, passwordToken } from '../auth-emulator';
import { baseUrl, expect } from './browser';

// What the staff-account e2e files share: accounts, mailed links, sign-in, expected refusals.

/** The seeded administrator of the local stack (tools/scripts/lib/seed.ts). */
export const SEEDED_ADMIN = { email: 'admin@example.com', password: 'Admin-demo-1' };
/** A passphrase longer than the spec's old 16-character cap must sign in through the form. */
export const FORTY_CHARACTERS = 'four unrelated words make a good pass 40';

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The path and query of the newest /account/action link mailed to `to`, read from the Outbox as an administrator. */
export async function actionLinkMailedTo(to: string, mode: 'invite' | 'resetPassword'): Promise<string> {
  const token = await passwordToken(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  let link = '';
  await expect(async () => {
    const response = await fetch(`${baseUrl()}/api/mail/outbox`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const outbox = ((await response.json()) as { data: Outbox }).data;
    const mail = outbox.mail.find((entry) => entry.to === to.toLowerCase());
    const match = new RegExp(`https?://[^/\\s]+(/account/action\\?mode=${mode}&oobCode=[\\w-]+)`).exec(
      mail?.text ?? '',
    );
    expect(match?.[1], `a ${mode} link mailed to the address`).toBeTruthy();
    link = match![1]!;
  }).toPass({ timeout: 20_000 });
  return link;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAsAdmin(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
}

export async function setNewPassword(page: Page, password: string, button: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
}

/**
 * The paths of the Auth emulator's refusals a page received. The browser logs each one as a console error, so a
 * test that expects some (a wrong password, a spent code) names them here and checks the console for the rest.
 */
export function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      refused.push(new URL(response.url()).pathname.replace(/^\/identitytoolkit\.googleapis\.com/, ''));
  });
  return refused;
}

export const withoutResourceErrors = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

/** A phone number of this run's own, so the emulator's code list cannot hand us another test's code. */
export const testPhone = () => `+1416555${String(Math.floor(1000 + Math.random() * 9000))}`;

/** The newest SMS code the emulator sent to `phone`, once it differs from `previous` (an earlier code). */
export async function textedCode(phone: string, previous?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = (await latestVerificationCode(phone)) ?? undefined;
        return Boolean(code) && code !== previous;
      },
      { message: 'a new code texted to the phone', timeout: 20_000 },
    )
    .toBe(true);
  return code!;
}

/** Turns on the SMS second factor under "Your account" on the open Staff screen; the code it used. */
export async function enrolPhoneOnStaffScreen(page: Page, phone: string): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const code = await textedCode(phone);
  await page.getByRole('textbox', { name: 'Code from the text message' }).fill(code);
  await page.getByRole('button', { name: 'Turn on the second factor' }).click();
  await expect(page.getByText('Your second factor is on.')).toBeVisible();
  return code;
}

/** Signs in with the password, then the code texted to `phone` (newer than `previousCode`), and lands on /admin. */
export async function signInWithTextedCode(
  page: Page,
  account: { email: string; password: string },
  phone: string,
  previousCode: string,
): Promise<void> {
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Enter the code we texted you' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code from the text message' }).fill(await textedCode(phone, previousCode));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
}

/**
 * Narrows an admin list to the records whose title or address contains `text`, as staff do on a long list. A test
 * looks for its own record this way: the list's first page (newest first) can fill with records another test makes
 * at the same time (the paging test makes 27), which pushes the record off it.
 */
export async function searchAdminList(page: Page, nouns: 'blogs' | 'location pages', text: string): Promise<void> {
  await page.getByLabel(`Search ${nouns} by title or address`).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}
