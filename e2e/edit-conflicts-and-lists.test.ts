import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../tests/support/admin-sdk';
import { DESKTOP, PHONE, eventually, openPage, useBrowser } from '../tests/support/e2e/browser';
import { api, demoTokens, type Tokens } from '../tests/support/http';

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

beforeAll(async () => {
  tokens = await demoTokens();
  const { auth } = await emulatorAdmin();
  const user = await auth.createUser({ email: COLLEAGUE.email, password: COLLEAGUE.password, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { isAdmin: true });
});

afterAll(async () => {
  for (const id of created) {
    await api(`/blog/${id}`, { method: 'DELETE', token: tokens.admin });
    await api(`/api/blogs/trash/${id}`, { method: 'DELETE', token: tokens.admin });
  }
});

async function openBlogsAs(who: { email: string; password: string }, viewport: { width: number; height: number }) {
  const opened = await openPage(browser, '/login', viewport);
  const { page } = opened;
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto('/admin/blogs');
  await page.getByRole('heading', { level: 1, name: 'Blogs' }).waitFor();
  return opened;
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search blogs by title or address').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function openEditor(page: Page, title: string) {
  await search(page, title);
  await page.getByRole('button', { name: `Edit Blog: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Blogs Upload' });
  await dialog.getByLabel('Brief paragraph').waitFor();
  return dialog;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('two admins edit one blog (%s)', (name, viewport) => {
  it('the second save shows what changed; "Keep mine" saves on top; each sees the other editing', async () => {
    const title = `Conflict ${name} ${RUN}`;
    const id = await createBlog(title, `conflict-${name}-${RUN}`);
    const first = await openBlogsAs(ADMIN, viewport);
    const second = await openBlogsAs(COLLEAGUE, viewport);
    try {
      const mine = await openEditor(first.page, title);
      const theirs = await openEditor(second.page, title);
      // The colleague opened second: their heartbeat already names the admin.
      await theirs.getByText(`${ADMIN.email} is also editing this.`).waitFor();

      await mine.getByLabel(/^Title/).fill(`${title} (admin's title)`);
      await mine.getByRole('button', { name: 'Save', exact: true }).click();
      await first.page.getByRole('status').filter({ hasText: 'Blog updated.' }).waitFor();

      await theirs.getByLabel('Brief paragraph').fill('The colleague rewrote the summary.');
      await theirs.getByRole('button', { name: 'Save', exact: true }).click();
      const conflict = theirs.getByRole('region', { name: /Someone else saved this blog/ });
      await conflict.waitFor();
      const titleRow = conflict.getByRole('row', { name: /^Title/ });
      await expect.poll(() => titleRow.textContent()).toContain("(admin's title)");
      // Nothing typed is lost while the choice is pending.
      expect(await theirs.getByLabel('Brief paragraph').inputValue()).toBe('The colleague rewrote the summary.');
      expect(await noSideScroll(second.page)).toBe(true);

      await conflict.getByRole('button', { name: 'Keep mine' }).click();
      await second.page.getByRole('status').filter({ hasText: 'Blog updated.' }).waitFor();
      await eventually(async () => {
        const stored = (await api(`/blog/${id}`, { token: tokens.admin })).body.data as Record<string, string>;
        expect(stored.brief_paragraph).toBe('The colleague rewrote the summary.');
        expect(stored.title).toBe(title);
      });
      const history = (await api(`/blog/${id}/revisions`, { token: tokens.admin })).body.data as { by: string }[];
      expect(history.map((revision) => revision.by).slice(0, 2)).toEqual([COLLEAGUE.email, ADMIN.email]);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the blog list searches, filters and pages (%s)', (name, viewport) => {
  const tag = `lst${name}${RUN}`;
  beforeAll(async () => {
    for (let n = 1; n <= 27; n++) {
      await createBlog(`${tag} post ${n}`, `${tag}-post-${n}`, n === 27 ? { published: false } : {});
    }
  }, 120_000);

  it('finds 27 posts over two pages of 25, one of them a draft', async () => {
    const { page, context } = await openBlogsAs(ADMIN, viewport);
    try {
      await search(page, tag);
      const pager = page.getByRole('navigation', { name: 'Pages of blogs' });
      await pager.getByText('Page 1 of 2 · 27 blogs').waitFor();
      await expect.poll(() => page.getByRole('button', { name: /^Edit Blog: / }).count()).toBe(25);
      await pager.getByRole('button', { name: 'Next page' }).click();
      await pager.getByText('Page 2 of 2 · 27 blogs').waitFor();
      await expect.poll(() => page.getByRole('button', { name: /^Edit Blog: / }).count()).toBe(2);
      expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

      await page.getByLabel('Show', { exact: true }).selectOption('draft');
      await pager.getByText('Page 1 of 1 · 1 blog').waitFor();
      await page.getByRole('button', { name: `Edit Blog: ${tag} post 27` }).waitFor();

      await page.getByLabel('Show', { exact: true }).selectOption('');
      await page.getByLabel('Sort by', { exact: true }).selectOption('title');
      await pager.getByText('Page 1 of 2 · 27 blogs').waitFor();
      const firstCard = page.getByRole('button', { name: /^Edit Blog: / }).first();
      await expect.poll(() => firstCard.getAttribute('aria-label')).toBe(`Edit Blog: ${tag} post 1`);
      expect(await noSideScroll(page)).toBe(true);

      await search(page, `${tag} nothing like this`);
      await page.getByText('No blogs match this search or filter.').waitFor();
    } finally {
      await context.close();
    }
  });
});
