import { beforeAll, describe, expect, it } from 'vitest';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { DESKTOP, PHONE, openPage, useBrowser } from '../tests/support/e2e/browser';
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
beforeAll(resetRateLimits);

describe('the Staff screen', () => {
  it('invites a colleague at 390 px: the mail in the Outbox, the link, a 40-character password, then sign-in', async () => {
    const invitee = uniqueEmail('invitee');
    const admin = await openPage(browser, '/login', PHONE);
    await signInAsAdmin(admin.page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await admin.page.getByRole('link', { name: 'Staff' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await admin.page.getByRole('heading', { name: SEEDED_ADMIN.email }).waitFor();
    await expect(findAxeViolations(admin.page)).resolves.toEqual([]);

    await admin.page.getByRole('textbox', { name: 'Email address' }).fill(invitee);
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();
    await admin.page.getByRole('status').filter({ hasText: invitee }).waitFor();
    const card = admin.page.getByRole('listitem').filter({ has: admin.page.getByRole('heading', { name: invitee }) });
    await card.getByText('Invited, has not set a password yet').waitFor();
    await admin.page
      .getByRole('listitem')
      .filter({ hasText: `invited ${invitee}` })
      .waitFor();

    const link = await actionLinkMailedTo(invitee, 'invite');
    const guest = await openPage(browser, link, PHONE);
    await guest.page.getByRole('heading', { name: 'Welcome: choose your password' }).waitFor();
    await expect(findAxeViolations(guest.page)).resolves.toEqual([]);
    await setNewPassword(guest.page, FORTY_CHARACTERS, 'Set my password');
    await guest.page.getByRole('link', { name: 'Sign in' }).click();
    await guest.page.getByRole('textbox', { name: 'Email' }).fill(invitee);
    await guest.page.getByLabel('Password', { exact: true }).fill(FORTY_CHARACTERS);
    await expect(guest.page.getByLabel('Password', { exact: true }).inputValue()).resolves.toHaveLength(40);
    await guest.page.getByRole('button', { name: 'Sign in' }).click();
    await guest.page.waitForURL((url) => url.pathname === '/admin');
    await guest.page.getByRole('heading', { name: 'Admin Portal' }).waitFor();

    await admin.page.reload();
    const activeCard = admin.page
      .getByRole('listitem')
      .filter({ has: admin.page.getByRole('heading', { name: invitee }) });
    await activeCard.getByText('Active', { exact: true }).waitFor();
    expect([...admin.errors, ...guest.errors]).toEqual([]);
    await Promise.all([admin.context.close(), guest.context.close()]);
  });

  it("refuses a removed administrator's next action and says the session has ended", async () => {
    const removed = await createTestUser({ prefix: 'removed' });
    const theirs = await openPage(browser, '/login', DESKTOP);
    await signInAsAdmin(theirs.page, removed.email, removed.password);
    await theirs.page.goto('/admin/staff');
    await theirs.page.getByRole('heading', { name: 'Administrators' }).waitFor();

    const admin = await openPage(browser, '/login', DESKTOP);
    await signInAsAdmin(admin.page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await admin.page.goto('/admin/staff');
    await admin.page.getByRole('button', { name: `Remove access for ${removed.email}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Remove access for ${removed.email}?` });
    await dialog.getByRole('button', { name: 'Remove access' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.page.getByRole('heading', { name: removed.email }).waitFor({ state: 'detached' });

    // Their page is still open; what they typed stays, the call is refused, and the portal says why.
    await theirs.page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('late'));
    await theirs.page.getByRole('button', { name: 'Send invitation' }).click();
    await theirs.page.getByRole('dialog', { name: 'Your session has ended' }).waitFor();
    await expect(theirs.page.getByRole('textbox', { name: 'Email address' }).inputValue()).resolves.toMatch(/^late\./);
    await theirs.page.getByRole('button', { name: 'Sign in again' }).click();
    await theirs.page.waitForURL((url) => url.pathname === '/login');
    await Promise.all([admin.context.close(), theirs.context.close()]);
  });

  it('signs out everywhere: this device goes to sign-in, and the other session ends at its next action', async () => {
    const account = await createTestUser({ prefix: 'everywhere' });
    const other = await openPage(browser, '/login', DESKTOP);
    await signInAsAdmin(other.page, account.email, account.password);
    await other.page.goto('/admin/staff');
    await other.page.getByRole('heading', { name: 'Administrators' }).waitFor();

    const here = await openPage(browser, '/login', PHONE);
    await signInAsAdmin(here.page, account.email, account.password);
    await here.page.goto('/admin/staff');
    await here.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = here.page.getByRole('dialog', { name: 'Sign out on every device?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await here.page.waitForURL((url) => url.pathname === '/login');
    await here.page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await other.page.getByRole('button', { name: 'Remove my access' }).waitFor();
    await other.page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('after'));
    await other.page.getByRole('button', { name: 'Send invitation' }).click();
    await other.page.getByRole('dialog', { name: 'Your session has ended' }).waitFor();
    await Promise.all([here.context.close(), other.context.close()]);
  });
});
