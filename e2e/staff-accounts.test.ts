import { findAxeViolations } from '../tests/support/e2e/axe';
import { test, expect, DESKTOP, PHONE, openPage, useBrowser } from '../tests/support/e2e/browser';
import {
  FORTY_CHARACTERS,
  SEEDED_ADMIN,
  actionLinkMailedTo,
  setNewPassword,
  signInAsAdmin,
  uniqueEmail,
} from '../tests/support/e2e/staff-flows';
import { createTestUser } from '../tests/support/auth-emulator';
import { resetRateLimits } from '../tests/support/limits-and-mail';

const browser = useBrowser();
test.beforeAll(resetRateLimits);

test.describe('the Staff screen', { tag: '@desktop' }, () => {
  test('invites a colleague at 390 px: the mail in the Outbox, the link, a 40-character password, then sign-in', async () => {
    const invitee = uniqueEmail('invitee');
    // The seeded administrator's saved session at 390 px (the sign-in form is tested in foundation, and below for
    // the invitee).
    const admin = await openPage(browser, '/admin', PHONE, { asAdmin: true });
    await admin.page.getByRole('link', { name: 'Staff' }).click();
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(admin.page.getByRole('heading', { name: SEEDED_ADMIN.email })).toBeVisible();
    await expect(findAxeViolations(admin.page)).resolves.toEqual([]);

    await admin.page.getByRole('textbox', { name: 'Email address' }).fill(invitee);
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(admin.page.getByRole('status').filter({ hasText: invitee })).toBeVisible();
    const card = admin.page.getByRole('listitem').filter({ has: admin.page.getByRole('heading', { name: invitee }) });
    await expect(card.getByText('Invited, has not set a password yet')).toBeVisible();
    await expect(admin.page.getByRole('listitem').filter({ hasText: `invited ${invitee}` })).toBeVisible();

    const link = await actionLinkMailedTo(invitee, 'invite');
    const guest = await openPage(browser, link, PHONE);
    await expect(guest.page.getByRole('heading', { name: 'Welcome: choose your password' })).toBeVisible();
    await expect(findAxeViolations(guest.page)).resolves.toEqual([]);
    await setNewPassword(guest.page, FORTY_CHARACTERS, 'Set my password');
    await guest.page.getByRole('link', { name: 'Sign in' }).click();
    await guest.page.getByRole('textbox', { name: 'Email' }).fill(invitee);
    await guest.page.getByLabel('Password', { exact: true }).fill(FORTY_CHARACTERS);
    await expect(guest.page.getByLabel('Password', { exact: true }).inputValue()).resolves.toHaveLength(40);
    await guest.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(guest.page).toHaveURL((url) => url.pathname === '/admin');
    await expect(guest.page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();

    await admin.page.reload();
    const activeCard = admin.page
      .getByRole('listitem')
      .filter({ has: admin.page.getByRole('heading', { name: invitee }) });
    await expect(activeCard.getByText('Active', { exact: true })).toBeVisible();
    expect([...admin.errors, ...guest.errors]).toEqual([]);
    await Promise.all([admin.context.close(), guest.context.close()]);
  });

  test("refuses a removed administrator's next action and says the session has ended", async () => {
    const removed = await createTestUser({ prefix: 'removed' });
    const theirs = await openPage(browser, '/login', DESKTOP);
    await signInAsAdmin(theirs.page, removed.email, removed.password);
    await theirs.page.goto('/admin/staff');
    await expect(theirs.page.getByRole('heading', { name: 'Administrators' })).toBeVisible();

    const admin = await openPage(browser, '/admin/staff', DESKTOP, { asAdmin: true });
    await admin.page.getByRole('button', { name: `Remove access for ${removed.email}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Remove access for ${removed.email}?` });
    await dialog.getByRole('button', { name: 'Remove access' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(admin.page.getByRole('heading', { name: removed.email })).toHaveCount(0);

    // Their page is still open; what they typed stays, the call is refused, and the portal says why.
    await theirs.page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('late'));
    await theirs.page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(theirs.page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
    await expect(theirs.page.getByRole('textbox', { name: 'Email address' }).inputValue()).resolves.toMatch(/^late\./);
    await theirs.page.getByRole('button', { name: 'Sign in again' }).click();
    await expect(theirs.page).toHaveURL((url) => url.pathname === '/login');
    await Promise.all([admin.context.close(), theirs.context.close()]);
  });

  test('signs out everywhere: this device goes to sign-in, and the other session ends at its next action', async () => {
    const account = await createTestUser({ prefix: 'everywhere' });
    const other = await openPage(browser, '/login', DESKTOP);
    await signInAsAdmin(other.page, account.email, account.password);
    await other.page.goto('/admin/staff');
    await expect(other.page.getByRole('heading', { name: 'Administrators' })).toBeVisible();

    const here = await openPage(browser, '/login', PHONE);
    await signInAsAdmin(here.page, account.email, account.password);
    await here.page.goto('/admin/staff');
    await here.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = here.page.getByRole('dialog', { name: 'Sign out on every device?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(here.page).toHaveURL((url) => url.pathname === '/login');
    await expect(here.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await expect(other.page.getByRole('button', { name: 'Remove my access' })).toBeVisible();
    await other.page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('after'));
    await other.page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(other.page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
    await Promise.all([here.context.close(), other.context.close()]);
  });
});
