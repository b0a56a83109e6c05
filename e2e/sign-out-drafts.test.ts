import { findAxeViolations } from '../tests/support/e2e/axe';
import { PHONE, expect, openPage, test, useBrowser, type Page } from '../tests/support/e2e/browser';
import { SEEDED_ADMIN, signInAsAdmin } from '../tests/support/e2e/staff-flows';

const browser = useBrowser();

/** The draft keys on this device (the crash-recovery copies of forms that never reached the server). */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('clinic-admin-draft:')));

test.describe('Log out with unsaved drafts on the device', { tag: '@phone' }, () => {
  test('at 390 px: names the draft, opens it from the prompt, then logs out and discards it', async () => {
    const title = `Unsent draft ${Date.now().toString(36)}`;
    // The seeded administrator's saved session (the sign-in form is tested in foundation).
    const { page } = await openPage(browser, '/admin/blogs', PHONE, { asAdmin: true });

    // A new blog typed but never saved: the form keeps it on the device.
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const editor = page.getByRole('dialog', { name: 'Blogs Upload' });
    await editor.getByLabel(/^Title/).fill(title);
    await expect(editor.getByText(/^Unsaved changes, kept on this device/)).toBeVisible();

    // The tab is left for the portal's home, where Log out is.
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Log out' }).click();
    const prompt = page.getByRole('dialog', { name: 'You have an unsaved draft' });
    await expect(prompt.getByText(`Blog: “${title}”`)).toBeVisible();
    await expect(prompt.getByText(/^Last edited/)).toBeVisible();
    await expect(findAxeViolations(page)).resolves.toEqual([]);
    // Every choice is a full-size target on a phone.
    for (const name of ['Log out and discard drafts', 'Stay signed in']) {
      const box = await prompt.getByRole('button', { name }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    const open = prompt.getByRole('link', { name: `Open “${title}”` });
    expect((await open.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    // Opening it leads to the blog screen's offer, and the draft comes back into the form.
    await open.click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/blogs');
    await expect(page.getByText(`A new blog: “${title}”.`)).toBeVisible();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('dialog', { name: 'Blogs Upload' }).getByLabel(/^Title/)).toHaveValue(title);
    expect(await draftKeys(page)).toHaveLength(1);

    // Back on the home screen, the writer decides the draft may go: an explicit choice, then the sign-in page.
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'You have an unsaved draft' })
      .getByRole('button', { name: 'Log out and discard drafts' })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect.poll(() => draftKeys(page)).toEqual([]);

    // Signed in again, the blog screen offers nothing back, and Log out goes straight through.
    await signInAsAdmin(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await page.goto('/admin/blogs');
    await expect(page.getByRole('button', { name: 'Upload New Blog' })).toBeVisible();
    await expect(page.getByText(`A new blog: “${title}”.`)).toHaveCount(0);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});
