import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';
import { api, demoTokens, type Tokens } from '../support/http';
import { mailTo, resetRateLimits, type QueuedMail } from '../support/limits-and-mail';

let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});
beforeEach(resetRateLimits);
afterAll(resetRateLimits);

const admin = (path: string, method = 'GET', json?: unknown) => api(path, { method, token: tokens.admin, json });
const link = (action: 'view' | 'approve' | 'return', json: unknown) =>
  api(`/api/reviews/link/${action}`, { method: 'POST', json });

/** A draft of its own for each test, so the tests share nothing. */
async function draftBlog(title: string) {
  const created = await admin('/blog', 'POST', {
    title,
    category: 2,
    published: false,
    brief_paragraph: 'A draft for the reviewer.',
    blogs_content: [{ heading: 'What to know', paragraph: '<p>Original text.</p>' }],
  });
  expect(created.res.status).toBe(201);
  return created.body.data as Record<string, unknown> & { blog_id: string; title: string };
}

async function requestReview(recordId: string, email: string, recordType = 'blog') {
  const sent = await admin('/api/reviews', 'POST', {
    recordType,
    recordId,
    reviewerName: 'Dr. Ada Reviewer',
    reviewerCredentials: 'MD, FRCPC',
    reviewerEmail: email,
  });
  expect(sent.res.status, JSON.stringify(sent.body)).toBe(201);
  const [mail] = await mailTo(email);
  return { request: sent.body.data as Record<string, string>, token: tokenOf(mail!) };
}

function tokenOf(mail: QueuedMail): string {
  const match = /\/review\/([A-Za-z0-9]{20}\.[A-Za-z0-9_-]{43})\b/.exec(mail.message.text);
  if (!match?.[1]) throw new Error('No review link in the mail.');
  return match[1];
}

const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;

describe('review requests: admin routes', () => {
  const ROUTES: [string, string, unknown?][] = [
    ['GET', '/api/reviews'],
    [
      'POST',
      '/api/reviews',
      {
        recordType: 'blog',
        recordId: 'demo-blog-fibre',
        reviewerName: 'N',
        reviewerCredentials: 'MD',
        reviewerEmail: 'never@example.com',
      },
    ],
    ['POST', '/api/reviews/someRequestId/revoke', {}],
  ];

  it.each(ROUTES)(
    '%s %s: 401 signed out, 403 without the admin claim, and nothing is queued',
    async (method, path, json) => {
      const anonymous = await api(path, { method, json });
      expect(anonymous.res.status).toBe(401);
      expect(anonymous.body).toMatchObject({ status: 'error', message: expect.stringMatching(/sign in/i) });
      const visitor = await api(path, { method, json, token: tokens.visitor });
      expect(visitor.res.status).toBe(403);
      expect(visitor.body).toMatchObject({ status: 'error', message: expect.stringMatching(/administrator/i) });
      expect(await mailTo('never@example.com')).toEqual([]);
    },
  );

  it('refuses bad input with the field named, and an unknown record with 404', async () => {
    const bad = await admin('/api/reviews', 'POST', {
      recordType: 'blog',
      recordId: 'demo-blog-fibre',
      reviewerName: 'Dr. A',
      reviewerCredentials: 'MD',
      reviewerEmail: 'not-an-address',
    });
    expect(bad.res.status).toBe(400);
    expect(bad.body.message).toMatch(/email/i);
    const missing = await admin('/api/reviews', 'POST', {
      recordType: 'blog',
      recordId: 'no-such-blog',
      reviewerName: 'Dr. A',
      reviewerCredentials: 'MD',
      reviewerEmail: `missing.${unique()}@example.com`,
    });
    expect(missing.res.status).toBe(404);
    expect((await admin('/api/reviews/noSuchRequest/revoke', 'POST', {})).res.status).toBe(404);
  });
});

describe('review requests: the reviewer link', () => {
  it('mails a link whose secret is stored only as a hash, shows that one draft, approves it and fills the stamp', async () => {
    const blog = await draftBlog(`Reviewed draft ${unique()}`);
    const email = `reviewer.${unique()}@example.com`;
    const { request, token } = await requestReview(blog.blog_id, email);
    expect(request).toMatchObject({ status: 'pending', recordId: blog.blog_id, revisionId: expect.any(String) });

    const { db } = await emulatorAdmin();
    const stored = (await db.collection('reviewRequests').doc(request.request_id!).get()).data()!;
    const secret = token.split('.')[1]!;
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const view = await link('view', { token });
    expect(view.res.status).toBe(200);
    expect(view.res.headers.get('cache-control')).toBe('no-store');
    expect(view.body.data).toMatchObject({
      recordType: 'blog',
      status: 'pending',
      record: { blog_id: blog.blog_id, title: blog.title, published: false },
    });

    // Listed as pending for the admin.
    const listed = (await admin('/api/reviews')).body.data as Record<string, string>[];
    expect(listed.find((r) => r.request_id === request.request_id)?.status).toBe('pending');

    const approved = await link('approve', { token });
    expect(approved.res.status).toBe(200);
    const after = (await admin(`/blog/${blog.blog_id}`)).body.data as Record<string, string>;
    expect(after.reviewedBy).toBe('Dr. Ada Reviewer, MD, FRCPC');
    expect(after.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const decided = ((await admin('/api/reviews')).body.data as Record<string, string>[]).find(
      (r) => r.request_id === request.request_id,
    );
    expect(decided).toMatchObject({
      status: 'approved',
      revisionId: request.revisionId,
      decidedAt: expect.any(String),
    });

    // One decision per link: a second approval is refused, the view still tells what was decided.
    expect((await link('approve', { token })).res.status).toBe(409);
    expect(((await link('view', { token })).body.data as { status: string }).status).toBe('approved');
  });

  it('returns a draft with comments, and shows the revision it was sent for even after later edits', async () => {
    const blog = await draftBlog(`Returned draft ${unique()}`);
    const { request, token } = await requestReview(blog.blog_id, `returned.${unique()}@example.com`);
    const { blog_id: _id, createdAt: _c, updatedAt: _u, ...fields } = blog;
    expect(
      (await admin(`/blog/${blog.blog_id}`, 'PUT', { ...fields, title: `${blog.title} (edited)` })).res.status,
    ).toBe(200);
    const view = await link('view', { token });
    expect((view.body.data as { record: { title: string } }).record.title).toBe(blog.title);

    expect((await link('return', { token, comments: '' })).res.status).toBe(400);
    const returned = await link('return', { token, comments: 'Please cite the 2024 guideline.' });
    expect(returned.res.status).toBe(200);
    const listed = ((await admin('/api/reviews')).body.data as Record<string, string>[]).find(
      (r) => r.request_id === request.request_id,
    );
    expect(listed).toMatchObject({ status: 'returned', comments: 'Please cite the 2024 guideline.' });
    expect((await link('approve', { token })).res.status).toBe(409);
    // A return fills no stamp.
    expect(((await admin(`/blog/${blog.blog_id}`)).body.data as { reviewedBy: string }).reviewedBy).toBe('');
  });

  it('answers 404 with a clear message for a revoked link, and the revoke is one-way', async () => {
    const blog = await draftBlog(`Revoked draft ${unique()}`);
    const { request, token } = await requestReview(blog.blog_id, `revoked.${unique()}@example.com`);
    const revoked = await admin(`/api/reviews/${request.request_id}/revoke`, 'POST', {});
    expect(revoked.res.status).toBe(200);
    for (const action of ['view', 'approve'] as const) {
      const answer = await link(action, { token });
      expect(answer.res.status).toBe(404);
      expect(answer.body).toMatchObject({ status: 'error', message: expect.stringMatching(/withdrawn/) });
    }
    expect((await admin(`/api/reviews/${request.request_id}/revoke`, 'POST', {})).res.status).toBe(409);
  });

  it('answers 404 with a clear message for an expired link', async () => {
    const blog = await draftBlog(`Expired draft ${unique()}`);
    const { request, token } = await requestReview(blog.blog_id, `expired.${unique()}@example.com`);
    const { db } = await emulatorAdmin();
    const { Timestamp } = await import('firebase-admin/firestore');
    await db
      .collection('reviewRequests')
      .doc(request.request_id!)
      .update({ linkExpiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    for (const action of ['view', 'approve'] as const) {
      const answer = await link(action, { token });
      expect(answer.res.status).toBe(404);
      expect(answer.body.message).toMatch(/expired.*14 days/);
    }
    const listed = ((await admin('/api/reviews')).body.data as Record<string, string>[]).find(
      (r) => r.request_id === request.request_id,
    );
    expect(listed?.status).toBe('expired');
  });

  it('never opens with the secret of another request: a token names exactly one record', async () => {
    const [a, b] = [await draftBlog(`Record A ${unique()}`), await draftBlog(`Record B ${unique()}`)];
    const first = await requestReview(a.blog_id, `first.${unique()}@example.com`);
    const second = await requestReview(b.blog_id, `second.${unique()}@example.com`);
    const [idA, secretA] = first.token.split('.');
    const [idB, secretB] = second.token.split('.');
    for (const token of [`${idA}.${secretB}`, `${idB}.${secretA}`]) {
      const answer = await link('view', { token });
      expect(answer.res.status).toBe(404);
      expect(answer.body.message).toMatch(/not valid/);
    }
    expect((await link('view', { token: 'short' })).res.status).toBe(400);
    const b1 = (await link('view', { token: second.token })).body.data as { record: { blog_id: string } };
    expect(b1.record.blog_id).toBe(b.blog_id);
  });

  it('shows a location page as its public view would and records its approval (location pages carry no stamp)', async () => {
    const slug = `reviewed-area-${Date.now()}`;
    const text = (label: string) => `${label} for ${slug}`;
    const created = await admin('/api/locationpages/create', 'POST', {
      slug_url: slug,
      main_heading: text('Main heading'),
      main_paragraph: `<p>${text('Main paragraph')}</p>`,
      highlighted_heading: text('Highlighted'),
      ...Object.fromEntries(
        [1, 2, 3, 4].flatMap((n) => [
          [`heading_${n}`, text(`Heading ${n}`)],
          [`paragraph_${n}`, `<p>${text(`Paragraph ${n}`)}</p>`],
        ]),
      ),
      meta_title: text('Meta title'),
      meta_description: text('Meta description'),
      published: false,
    });
    expect(created.res.status).toBe(201);
    const page = created.body.data as Record<string, string> & { location_id: string };
    const { request, token } = await requestReview(
      page.location_id,
      `location.${unique()}@example.com`,
      'location-page',
    );
    expect(request).toMatchObject({ recordType: 'location-page', recordTitle: page.main_heading, status: 'pending' });
    const view = await link('view', { token });
    expect(view.body.data).toMatchObject({
      recordType: 'location-page',
      record: { location_id: page.location_id, main_heading: page.main_heading, published: false },
    });
    expect((await link('approve', { token })).res.status).toBe(200);
    const listed = ((await admin('/api/reviews')).body.data as Record<string, string>[]).find(
      (r) => r.request_id === request.request_id,
    );
    expect(listed).toMatchObject({ status: 'approved', revisionId: request.revisionId });
    const after = (await admin(`/api/locationpages/${page.location_id}`)).body.data as Record<string, string>;
    expect(after.updatedAt).toBe(page.updatedAt);
  });

  it('gives a record saved before revisions existed (seeded, imported) its first revision, and pins that', async () => {
    const blog = await draftBlog(`No history ${unique()}`);
    const { db } = await emulatorAdmin();
    const history = db.collection('blogs').doc(blog.blog_id).collection('revisions');
    await Promise.all((await history.get()).docs.map((doc) => doc.ref.delete()));
    const { request, token } = await requestReview(blog.blog_id, `history.${unique()}@example.com`);
    const revisions = (await admin(`/blog/${blog.blog_id}/revisions`)).body.data as { revision_id: string }[];
    expect(revisions.map((r) => r.revision_id)).toEqual([request.revisionId]);
    const view = await link('view', { token });
    expect((view.body.data as { record: { title: string } }).record.title).toBe(blog.title);
  });

  it('is rate limited: guessing stops at the limit with 429 and Retry-After', async () => {
    const fake = `${'A'.repeat(20)}.${'B'.repeat(43)}`;
    for (let i = 0; i < 20; i++) expect((await link('view', { token: fake })).res.status).toBe(404);
    const limited = await link('view', { token: fake });
    expect(limited.res.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
