import type { Page } from '../tests/support/e2e/browser';
import { toSlug } from '@shared/slug';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { test, expect, expectAnnounced, DESKTOP, PHONE, openPage, useBrowser } from '../tests/support/e2e/browser';
import { api, demoTokens } from '../tests/support/http';
import { mailTo, resetRateLimits } from '../tests/support/limits-and-mail';
import { searchAdminList } from '../tests/support/e2e/staff-flows';

const browser = useBrowser();
/** Blogs this file creates: removed for good at the end, so other files see the seeded list as it was. */
const created: string[] = [];
test.afterAll(async () => {
  const { admin } = await demoTokens();
  for (const id of created) {
    await api(`/blog/${id}`, { method: 'DELETE', token: admin });
    await api(`/api/blogs/trash/${id}`, { method: 'DELETE', token: admin });
  }
  await resetRateLimits();
});

const REVIEWER = { name: 'Dr. Mei Tan', credentials: 'MD, FRCPC' };

/** A draft blog of this test's own, written through the API (the editor's own flows are e2e/editor.test.ts). */
async function draftBlog(title: string) {
  const { admin } = await demoTokens();
  const answer = await api('/blog', {
    method: 'POST',
    token: admin,
    json: {
      title,
      category: 2,
      published: false,
      brief_paragraph: 'How much sleep adults over 40 need.',
      blogs_content: [{ heading: 'How much is enough', paragraph: '<p>Seven to nine hours a night.</p>' }],
    },
  });
  expect(answer.res.status).toBe(201);
  const blog = answer.body.data as Record<string, unknown> & { blog_id: string };
  created.push(blog.blog_id);
  return blog;
}

async function publish(blog: Record<string, unknown> & { blog_id: string }) {
  const { admin } = await demoTokens();
  const now = (await api(`/blog/${blog.blog_id}`, { token: admin })).body.data as Record<string, unknown>;
  const { blog_id: _id, createdAt: _c, updatedAt: _u, ...fields } = now;
  const answer = await api(`/blog/${blog.blog_id}`, {
    method: 'PUT',
    token: admin,
    json: { ...fields, published: true },
  });
  expect(answer.res.status).toBe(200);
}

/**
 * The Blogs screen with the seeded administrator's saved session (the sign-in form is tested in foundation), the list
 * narrowed to the test's own blog (another test may fill the first page meanwhile).
 */
async function openBlogsAsAdmin(viewport: { width: number; height: number }, title: string) {
  const opened = await openPage(browser, '/admin/blogs', viewport, { asAdmin: true });
  await expect(opened.page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await searchAdminList(opened.page, 'blogs', title);
  return opened;
}

/** The path of the review link in the Outbox entry for `email`. */
async function reviewLinkInOutbox(page: Page, email: string): Promise<string> {
  await page.goto('/admin/outbox');
  const entry = page.getByRole('listitem').filter({ hasText: email });
  await expect(entry).toBeVisible();
  const text = (await entry.locator('pre').first().textContent()) ?? '';
  const match = /https?:\/\/[^/\s]+(\/review\/[A-Za-z0-9._-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No review link in the outbox for ${email}`);
  return match[1];
}

/** The path of the review link in the mail queued for `email` (the request queues it before it answers). */
async function reviewLinkMailedTo(email: string): Promise<string> {
  const [mail] = await mailTo(email);
  const path = /(\/review\/[A-Za-z0-9]{20}\.[A-Za-z0-9_-]{43})\b/.exec(mail?.message.text ?? '')?.[1];
  if (!path) throw new Error(`No review link in the mail to ${email}.`);
  return path;
}

/**
 * Staff send the request from a phone; the reviewer, a physician, reads the mailed link at a desk and switches the
 * frame between a phone's width and the window's. Each width of the other side is covered elsewhere: the editor's
 * review panel at 1280 px by the revoked link below, the review page at 390 px by the changed-text test.
 */
test.describe('medical review requests', { tag: '@phone' }, () => {
  test('sends a request from the editor, the reviewer approves from the mailed link, the stamp shows, an edit flags it', async () => {
    test.setTimeout(120_000);
    await resetRateLimits();
    const title = `Sleep After Forty ${Date.now()}`;
    const blog = await draftBlog(title);
    const email = `reviewer.${Date.now()}@example.com`;

    const { context, page } = await openBlogsAsAdmin(PHONE, title);
    await page.getByRole('button', { name: `Edit Blog: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Blogs Upload' });
    const panel = dialog.getByRole('region', { name: 'Medical review' });
    await panel.getByLabel('Reviewer’s name').fill(REVIEWER.name);
    await panel.getByLabel('Credentials (e.g. MD, FRCPC)').fill(REVIEWER.credentials);
    await panel.getByLabel('Reviewer’s email').fill(email);
    await panel.getByRole('button', { name: 'Send review request' }).click();
    await expect(
      panel.getByRole('status').filter({ hasText: `Review request sent to ${REVIEWER.name}` }),
    ).toBeVisible();
    await expect(panel.getByText(`Waiting for ${REVIEWER.name}`)).toBeVisible();
    // The admin list shows it as pending.
    await expect(page.getByRole('region', { name: 'Medical review requests' }).getByText(title)).toBeVisible();

    const link = await reviewLinkInOutbox(page, email);

    // The reviewer: signed out, no account, in a context of their own.
    const reviewer = await openPage(browser, link, DESKTOP);
    const { page: review } = reviewer;
    await expect(review.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(review.getByText('Seven to nine hours a night.')).toBeVisible();
    await expect(review.locator('meta[name="robots"]').first().getAttribute('content')).resolves.toMatch(/noindex/);
    expect(await findAxeViolations(review)).toEqual([]);
    // Phone and desktop: the frame takes a phone's width, or the window's.
    const frame = review.getByRole('region', { name: /The draft article, as on a/ });
    await review.getByRole('button', { name: 'Desktop' }).click();
    await expect(review.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true');
    const desktopWidth = (await frame.boundingBox())?.width ?? 0;
    await review.getByRole('button', { name: 'Phone' }).click();
    const phoneWidth = (await frame.boundingBox())?.width ?? 0;
    expect(phoneWidth).toBeLessThanOrEqual(390);
    expect(desktopWidth).toBeGreaterThan(phoneWidth);
    await review.getByRole('button', { name: 'Approve this version' }).click();
    await expect(review.getByRole('status').filter({ hasText: 'Your approval is recorded' })).toBeVisible();
    await reviewer.context.close();

    // Published, the public page carries the stamp the approval filled.
    await publish(blog);
    const reader = await openPage(browser, `/article/${toSlug(title)}`, PHONE);
    await expect(async () => {
      await reader.page.reload();
      await expect(
        reader.page.getByText(`Medically reviewed by ${REVIEWER.name}, ${REVIEWER.credentials} on`),
      ).toBeVisible({
        timeout: 5000,
      });
    }).toPass({ timeout: 20_000 });
    await reader.context.close();

    // Edited afterwards: the pre-publish checks and the admin list say "changed since review".
    await page.goto('/admin/blogs');
    await searchAdminList(page, 'blogs', title);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText(`Medically reviewed: approved by ${REVIEWER.name}`)).toBeVisible();
    await page.getByRole('button', { name: `Edit Blog: ${title}` }).click();
    const edited = `${title} (revised)`;
    await dialog.getByLabel(/^Title/).fill(edited);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const checks = page.getByRole('dialog', { name: 'Check before publishing' });
    await expect(checks.getByText(`The text has changed since ${REVIEWER.name} approved it`)).toBeVisible();
    await checks.getByRole('button', { name: 'Publish anyway' }).click();
    await expectAnnounced(page, 'Blog updated.');
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: edited })
        .getByText(/^Changed since review/),
    ).toBeVisible();
    await context.close();
  });
});

test.describe('a revoked review link', { tag: '@desktop' }, () => {
  test('shows a clear page instead of the draft', async () => {
    test.setTimeout(120_000);
    await resetRateLimits();
    const title = `Revoked Review ${Date.now()}`;
    await draftBlog(title);
    const email = `revoked.${Date.now()}@example.com`;
    const { context, page } = await openBlogsAsAdmin(DESKTOP, title);
    await page.getByRole('button', { name: `Edit Blog: ${title}` }).click();
    const panel = page.getByRole('dialog', { name: 'Blogs Upload' }).getByRole('region', { name: 'Medical review' });
    await panel.getByLabel('Reviewer’s name').fill(REVIEWER.name);
    await panel.getByLabel('Credentials (e.g. MD, FRCPC)').fill(REVIEWER.credentials);
    await panel.getByLabel('Reviewer’s email').fill(email);
    await panel.getByRole('button', { name: 'Send review request' }).click();
    await panel.getByRole('button', { name: new RegExp(`^Revoke the review request to ${REVIEWER.name}`) }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Review request revoked' })).toBeVisible();
    // The Outbox screen that shows the mail is the first test's step; here the link is read from the mail queue.
    const link = await reviewLinkMailedTo(email);

    const reviewer = await openPage(browser, link, PHONE);
    await expect(
      reviewer.page.getByRole('heading', { level: 1, name: 'This review link does not work' }),
    ).toBeVisible();
    await expect(reviewer.page.getByText(/withdrawn this review request/)).toBeVisible();
    await expect(reviewer.page.getByText('Seven to nine hours a night.')).toHaveCount(0);
    expect(await findAxeViolations(reviewer.page)).toEqual([]);
    await reviewer.context.close();
    await context.close();
  });
});

const dosage = (mg: number) => [
  { heading: 'How much', paragraph: `<p>Most adults over 50 need ${mg} IU of vitamin D a day.</p>` },
];

/** A published blog of this test's own, its review requested through the API; answers the blog and the link's path. */
async function publishedWithReviewLink(title: string) {
  const { admin } = await demoTokens();
  const answer = await api('/blog', {
    method: 'POST',
    token: admin,
    json: { title, category: 2, published: true, brief_paragraph: 'Vitamin D after 50.', blogs_content: dosage(800) },
  });
  expect(answer.res.status).toBe(201);
  const blog = answer.body.data as Record<string, unknown> & { blog_id: string; slug_url: string };
  created.push(blog.blog_id);
  const email = `changed.${Date.now()}@example.com`;
  const sent = await api('/api/reviews', {
    method: 'POST',
    token: admin,
    json: {
      recordType: 'blog',
      recordId: blog.blog_id,
      reviewerName: REVIEWER.name,
      reviewerCredentials: REVIEWER.credentials,
      reviewerEmail: email,
    },
  });
  expect(sent.res.status).toBe(201);
  return { blog, path: await reviewLinkMailedTo(email) };
}

/** Saves the blog's text with a new dosage, as an editor would (the stamp's binding is the server's). */
async function changeDosage(blogId: string, mg: number) {
  const { admin } = await demoTokens();
  const now = (await api(`/blog/${blogId}`, { token: admin })).body.data as Record<string, unknown>;
  const { blog_id: _id, createdAt: _c, updatedAt: _u, ...fields } = now;
  const answer = await api(`/blog/${blogId}`, {
    method: 'PUT',
    token: admin,
    json: { ...fields, blogs_content: dosage(mg) },
  });
  expect(answer.res.status).toBe(200);
}

/** The public article, reloaded until it says `text` (the server's short read cache may hold the previous answer). */
async function publicPageSays(page: Page, text: string | RegExp) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('a review stamp bound to the approved text, on a 390 px phone', { tag: '@phone' }, () => {
  test('tells the reviewer what changed since the link was sent, stamps the text shown, and drops the stamp after an edit', async () => {
    test.setTimeout(120_000);
    await resetRateLimits();
    const title = `Vitamin D After 50 ${Date.now()}`;
    const { blog, path } = await publishedWithReviewLink(title);
    // The clinic changes the dosage after the link was sent.
    await changeDosage(blog.blog_id, 2000);

    const reviewer = await openPage(browser, path, PHONE);
    const { page: review } = reviewer;
    const notice = review.getByRole('region', { name: 'Changed since this link was sent' });
    await expect(notice).toBeVisible();
    await expect(notice.locator('dd del').first()).toHaveText('800');
    await expect(notice.locator('dd ins').first()).toHaveText('2000');
    // The page below is the text now, which the approval names.
    await expect(review.getByRole('region', { name: /The draft article, as on a/ }).getByText(/2000 IU/)).toBeVisible();
    expect(await findAxeViolations(review)).toEqual([]);
    // Nothing overflows the phone's width.
    const overflow = await review.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await review.getByRole('button', { name: 'Approve this version' }).click();
    await expect(review.getByRole('status').filter({ hasText: 'Your approval is recorded' })).toBeVisible();
    await reviewer.context.close();

    // The public page: stamped while its text is the approved text.
    const reader = await openPage(browser, `/article/${blog.slug_url}`, PHONE);
    await publicPageSays(reader.page, `Medically reviewed by ${REVIEWER.name}, ${REVIEWER.credentials} on`);
    await expect(reader.page.getByText(/2000 IU/).first()).toBeVisible();
    expect(await findAxeViolations(reader.page)).toEqual([]);

    // Edited again, with no choice made yet: no reviewer's name, only when it was last reviewed.
    await changeDosage(blog.blog_id, 4000);
    await publicPageSays(reader.page, /Last medically reviewed on .*, since updated/);
    await expect(reader.page.getByText(/Medically reviewed by/)).toHaveCount(0);
    await expect(reader.page.getByText(/4000 IU/).first()).toBeVisible();
    await reader.context.close();

    // The editor keeps the stamp as a minor correction from the editor; the page names the reviewer again.
    const { context, page } = await openBlogsAsAdmin(PHONE, title);
    await page.getByRole('button', { name: `Edit Blog: ${title}` }).click();
    const panel = page.getByRole('dialog', { name: 'Blogs Upload' }).getByRole('region', { name: 'Medical review' });
    await expect(panel.getByText(`Changed since review: ${REVIEWER.name} approved an earlier version`)).toBeVisible();
    await panel.getByRole('button', { name: 'Keep the stamp (minor correction)' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Stamp kept as a minor correction' })).toBeVisible();
    await context.close();
    const again = await openPage(browser, `/article/${blog.slug_url}`, PHONE);
    await publicPageSays(again.page, `Medically reviewed by ${REVIEWER.name}, ${REVIEWER.credentials} on`);
    await again.context.close();
  });
});
