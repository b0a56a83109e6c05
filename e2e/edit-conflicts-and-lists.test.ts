import type { Page } from '../tests/support/e2e/browser';
import { emulatorAdmin } from '../tests/support/admin-sdk';
import {
  test,
  expect,
  expectAnnounced,
  recordAnnouncements,
  widthOf,
  DESKTOP,
  openPage,
  useBrowser,
} from '../tests/support/e2e/browser';
import { api, demoTokens, type Tokens } from '../tests/support/http';
import { searchAdminList } from '../tests/support/e2e/staff-flows';

const browser = useBrowser();
const RUN = Date.now().toString(36);
/** A second administrator, so that each sees the other in the editor's presence notice. */
const COLLEAGUE = { email: `colleague-e2e-${RUN}@example.com`, password: 'Colleague-demo-1' };
const ADMIN = { email: 'admin@example.com', password: 'Admin-demo-1' };
const created: string[] = [];
let tokens: Tokens;

const blogInput = (title: string, slug: string, extra: Record<string, unknown> = {}) => ({
  title,
  slug_url: slug,
  brief_paragraph: 'The summary everyone starts from.',
  category: 2,
  blogs_content: [{ heading: 'Section', paragraph: '<p>Text.</p>' }],
  metaTitle: 'Meta',
  metaDescription: 'Description',
  reviewedBy: 'Dr. Ana Reyes, MD',
  lastReviewed: '2026-10-01',
  ...extra,
});

async function createBlog(title: string, slug: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { res, body } = await api('/blog', {
    method: 'POST',
    token: tokens.admin,
    json: blogInput(title, slug, extra),
  });
  if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(body)}`);
  const id = (body.data as { blog_id: string }).blog_id;
  created.push(id);
  return id;
}

test.beforeAll(async () => {
  tokens = await demoTokens();
  const { auth } = await emulatorAdmin();
  const user = await auth.createUser({ email: COLLEAGUE.email, password: COLLEAGUE.password, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { isAdmin: true });
});

test.afterAll(async () => {
  for (const id of created) {
    await api(`/blog/${id}`, { method: 'DELETE', token: tokens.admin });
    await api(`/api/blogs/trash/${id}`, { method: 'DELETE', token: tokens.admin });
  }
});

/** The seeded administrator from the saved session; a colleague through the sign-in form. */
async function openBlogsAs(who: { email: string; password: string }, viewport: { width: number; height: number }) {
  if (who === ADMIN) {
    const opened = await openPage(browser, '/admin/blogs', viewport, { asAdmin: true });
    await expect(opened.page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    return opened;
  }
  const opened = await openPage(browser, '/login', viewport);
  await recordAnnouncements(opened.context);
  const { page } = opened;
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await page.goto('/admin/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  return opened;
}

async function openEditor(page: Page, title: string) {
  await searchAdminList(page, 'blogs', title);
  await page.getByRole('button', { name: `Edit Blog: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Blogs Upload' });
  await expect(dialog.getByLabel('Brief paragraph')).toBeVisible();
  return dialog;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('two admins edit one blog', () => {
  let name = '';
  let viewport = DESKTOP;
  test.beforeAll(() => {
    ({ name, viewport } = widthOf(test.info().project.name));
  });
  test('the second save shows what changed; "Keep mine" saves on top; each sees the other editing', async () => {
    const title = `Conflict ${name} ${RUN}`;
    const id = await createBlog(title, `conflict-${name}-${RUN}`);
    const first = await openBlogsAs(ADMIN, viewport);
    const second = await openBlogsAs(COLLEAGUE, viewport);
    try {
      const mine = await openEditor(first.page, title);
      const theirs = await openEditor(second.page, title);
      // The colleague opened second: their heartbeat already names the admin.
      await expect(theirs.getByText(`${ADMIN.email} is also editing this.`)).toBeVisible();

      await mine.getByLabel(/^Title/).fill(`${title} (admin's title)`);
      await mine.getByRole('button', { name: 'Save', exact: true }).click();
      await expectAnnounced(first.page, 'Blog updated.');

      await theirs.getByLabel('Brief paragraph').fill('The colleague rewrote the summary.');
      await theirs.getByRole('button', { name: 'Save', exact: true }).click();
      const conflict = theirs.getByRole('region', { name: /Someone else saved this blog/ });
      await expect(conflict).toBeVisible();
      const titleRow = conflict.getByRole('row', { name: /^Title/ });
      await expect.poll(() => titleRow.textContent()).toContain("(admin's title)");
      // Nothing typed is lost while the choice is pending.
      await expect(theirs.getByLabel('Brief paragraph')).toHaveValue('The colleague rewrote the summary.');
      expect(await noSideScroll(second.page)).toBe(true);

      await conflict.getByRole('button', { name: 'Keep mine' }).click();
      await expectAnnounced(second.page, 'Blog updated.');
      await expect(async () => {
        const stored = (await api(`/blog/${id}`, { token: tokens.admin })).body.data as Record<string, string>;
        expect(stored.brief_paragraph).toBe('The colleague rewrote the summary.');
        expect(stored.title).toBe(title);
      }).toPass({ timeout: 20_000 });
      const history = (await api(`/blog/${id}/revisions`, { token: tokens.admin })).body.data as { by: string }[];
      expect(history.map((revision) => revision.by).slice(0, 2)).toEqual([COLLEAGUE.email, ADMIN.email]);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});

test.describe('the blog list searches, filters and pages', () => {
  let name = '';
  let viewport = DESKTOP;
  let tag = '';
  test.beforeAll(() => {
    ({ name, viewport } = widthOf(test.info().project.name));
    tag = `lst${name}${RUN}`;
  });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    for (let n = 1; n <= 27; n++) {
      await createBlog(`${tag} post ${n}`, `${tag}-post-${n}`, n === 27 ? { published: false } : {});
    }
  });

  test('finds 27 posts over two pages of 25, one of them a draft', async () => {
    const { page, context } = await openBlogsAs(ADMIN, viewport);
    try {
      await searchAdminList(page, 'blogs', tag);
      const pager = page.getByRole('navigation', { name: 'Pages of blogs' });
      await expect(pager.getByText('Page 1 of 2 · 27 blogs')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Edit Blog: / })).toHaveCount(25);
      await pager.getByRole('button', { name: 'Next page' }).click();
      await expect(pager.getByText('Page 2 of 2 · 27 blogs')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Edit Blog: / })).toHaveCount(2);
      await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

      await page.getByLabel('Show', { exact: true }).selectOption('draft');
      await expect(pager.getByText('Page 1 of 1 · 1 blog')).toBeVisible();
      await expect(page.getByRole('button', { name: `Edit Blog: ${tag} post 27` })).toBeVisible();

      await page.getByLabel('Show', { exact: true }).selectOption('');
      await page.getByLabel('Sort by', { exact: true }).selectOption('title');
      await expect(pager.getByText('Page 1 of 2 · 27 blogs')).toBeVisible();
      const firstCard = page.getByRole('button', { name: /^Edit Blog: / }).first();
      await expect(firstCard).toHaveAttribute('aria-label', `Edit Blog: ${tag} post 1`);
      expect(await noSideScroll(page)).toBe(true);

      await searchAdminList(page, 'blogs', `${tag} nothing like this`);
      await expect(page.getByText('No blogs match this search or filter.')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
