import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';
import { api, demoTokens, expectPublicRead, type Tokens } from '../support/http';
import { mailTo, resetRateLimits, type QueuedMail } from '../support/limits-and-mail';
import { publicReviewStamp, reviewFingerprint, type StampedBlog } from '@shared/review-stamp';

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

  it('returns a draft with comments, and after later edits shows the text now beside the text sent', async () => {
    const blog = await draftBlog(`Returned draft ${unique()}`);
    const { request, token } = await requestReview(blog.blog_id, `returned.${unique()}@example.com`);
    const { blog_id: _id, createdAt: _c, updatedAt: _u, ...fields } = blog;
    expect(
      (await admin(`/blog/${blog.blog_id}`, 'PUT', { ...fields, title: `${blog.title} (edited)` })).res.status,
    ).toBe(200);
    // The link says first that the text changed: it shows the text now, with the text sent beside it.
    const view = await link('view', { token });
    expect(view.body.data).toMatchObject({
      changedSinceSent: true,
      record: { title: `${blog.title} (edited)` },
      sentRecord: { title: blog.title },
    });

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

type BlogRecord = StampedBlog & { blog_id: string; slug_url: string; published: boolean; [field: string]: unknown };

/** The blog's stored fields, as an editor sends them back with a change. */
function editable(blog: BlogRecord) {
  const { blog_id: _id, createdAt: _c, updatedAt: _u, version: _v, ...fields } = blog;
  // The stamp's binding is the server's: an editor's save does not send it.
  const { reviewedRevisionId: _r, reviewedFingerprint: _f, reviewWithdrawn: _w, ...rest } = fields;
  return rest;
}

const readBlog = async (id: string) => (await admin(`/blog/${id}`)).body.data as BlogRecord;

async function saveBlog(blog: BlogRecord, change: (fields: ReturnType<typeof editable>) => object) {
  const saved = await admin(`/blog/${blog.blog_id}`, 'PUT', change(editable(blog)));
  expect(saved.res.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data as BlogRecord;
}

const dosage = (mg: number) => [
  { heading: 'What to know', paragraph: '<p>Take vitamin D with a meal.</p>' },
  { heading: 'How much', paragraph: `<p>Most adults over 50 need ${mg} IU a day.</p>` },
];

/** A published blog with two paragraphs, its review requested: what the public page would show. */
async function publishedForReview(label: string) {
  const created = await admin('/blog', 'POST', {
    title: `${label} ${unique()}`,
    category: 2,
    published: true,
    brief_paragraph: 'Vitamin D for adults over 50.',
    blogs_content: dosage(800),
  });
  expect(created.res.status).toBe(201);
  const blog = created.body.data as BlogRecord;
  const { request, token } = await requestReview(blog.blog_id, `${label.toLowerCase()}.${unique()}@example.com`);
  return { blog, request, token };
}

/**
 * The public blog once `check` passes on it: another instance's read cache may still hold the page from before the
 * last write for a few seconds (expectPublicRead).
 */
const publicBlogWhen = async (slug: string, check: (blog: BlogRecord) => void) =>
  (await expectPublicRead(`/api/blogs/url/${slug}`, ({ body }) => check(body.data as BlogRecord))).body
    .data as BlogRecord;

describe('review stamps bound to the approved revision', () => {
  it('request, then edit, then approve: the reviewer is shown the change, and no stamp lands on text nobody saw', async () => {
    const { blog, request, token } = await publishedForReview('Dosage');
    // The editor changes the dosage in the second paragraph after the link was sent.
    const edited = await saveBlog(blog, (fields) => ({ ...fields, blogs_content: dosage(2000) }));

    const view = await link('view', { token });
    const shown = view.body.data as {
      changedSinceSent: boolean;
      revisionId: string;
      record: BlogRecord;
      sentRecord: BlogRecord;
    };
    expect(shown.changedSinceSent).toBe(true);
    expect(shown.record.blogs_content[1]?.paragraph).toContain('2000 IU');
    expect(shown.sentRecord.blogs_content[1]?.paragraph).toContain('800 IU');
    expect(shown.revisionId).not.toBe(request.revisionId);

    // The old page's approval (no revision named) and an approval of the version sent are both refused.
    for (const body of [{ token }, { token, revisionId: request.revisionId }]) {
      const refused = await link('approve', body);
      expect(refused.res.status).toBe(409);
      expect(refused.body.message).toMatch(/changed since this page was loaded/);
    }
    expect((await readBlog(blog.blog_id)).reviewedBy).toBe('');
    await publicBlogWhen(edited.slug_url, (b) => expect(publicReviewStamp(b)).toEqual({ kind: 'none' }));
    const pending = ((await admin('/api/reviews')).body.data as Record<string, string>[]).find(
      (r) => r.request_id === request.request_id,
    );
    expect(pending?.status).toBe('pending');

    // Approving the revision shown stamps exactly that text.
    const approved = await link('approve', { token, revisionId: shown.revisionId });
    expect(approved.res.status, JSON.stringify(approved.body)).toBe(200);
    const stamped = await readBlog(blog.blog_id);
    expect(stamped).toMatchObject({
      reviewedBy: 'Dr. Ada Reviewer, MD, FRCPC',
      reviewedRevisionId: shown.revisionId,
      reviewedFingerprint: reviewFingerprint('blog', shown.record),
    });
    expect(stamped.blogs_content[1]?.paragraph).toContain('2000 IU');
    const decided = ((await admin('/api/reviews')).body.data as Record<string, string>[]).find(
      (r) => r.request_id === request.request_id,
    );
    expect(decided).toMatchObject({
      status: 'approved',
      revisionId: request.revisionId,
      approvedRevisionId: shown.revisionId,
      approvedFingerprint: reviewFingerprint('blog', shown.record),
    });
    await publicBlogWhen(edited.slug_url, (b) => expect(publicReviewStamp(b)).toMatchObject({ kind: 'reviewed' }));
  });

  it('approving the revision shown when nothing changed puts the stamp on exactly that text', async () => {
    const { blog, request, token } = await publishedForReview('Unchanged');
    const view = (await link('view', { token })).body.data as { changedSinceSent: boolean; revisionId: string };
    expect(view).toMatchObject({ changedSinceSent: false, revisionId: request.revisionId });
    // A revision of another record is not this record's: nothing is approved.
    const other = await draftBlog(`Other ${unique()}`);
    const [otherRevision] = (await admin(`/blog/${other.blog_id}/revisions`)).body.data as { revision_id: string }[];
    expect((await link('approve', { token, revisionId: otherRevision!.revision_id })).res.status).toBe(404);

    expect((await link('approve', { token, revisionId: view.revisionId })).res.status).toBe(200);
    const stamped = await readBlog(blog.blog_id);
    const pinned = (await admin(`/blog/${blog.blog_id}/revisions/${request.revisionId}`)).body.data as {
      fields: BlogRecord;
    };
    expect(stamped.reviewedFingerprint).toBe(reviewFingerprint('blog', pinned.fields));
    expect(stamped.reviewedFingerprint).toBe(request.fingerprint);
    expect(stamped.reviewedRevisionId).toBe(request.revisionId);
    await publicBlogWhen(blog.slug_url, (seen) =>
      expect(publicReviewStamp(seen)).toEqual({
        kind: 'reviewed',
        reviewedBy: 'Dr. Ada Reviewer, MD, FRCPC',
        lastReviewed: stamped.lastReviewed,
      }),
    );
  });

  it('an edit after approval hides the stamp until the editor chooses; each choice is in the history by name', async () => {
    const { blog, token } = await publishedForReview('Choices');
    const view = (await link('view', { token })).body.data as { revisionId: string };
    expect((await link('approve', { token, revisionId: view.revisionId })).res.status).toBe(200);
    const choose = (choice: string) =>
      admin('/api/reviews/stamp', 'POST', { recordType: 'blog', recordId: blog.blog_id, choice });
    // Nothing to decide while the text is the reviewed text.
    expect((await choose('keep')).res.status).toBe(409);

    // A typo fixed: the stamp is off the page (an editor's save cannot carry it over by itself)...
    const typo = await saveBlog(await readBlog(blog.blog_id), (fields) => ({
      ...fields,
      brief_paragraph: 'Vitamin D for adults over fifty.',
    }));
    expect(typo.reviewedFingerprint).not.toBe(reviewFingerprint('blog', typo));
    await publicBlogWhen(blog.slug_url, (b) => expect(publicReviewStamp(b)).toMatchObject({ kind: 'since-updated' }));
    // ...until the editor keeps it as a minor correction.
    const kept = await choose('keep');
    expect(kept.res.status, JSON.stringify(kept.body)).toBe(200);
    await publicBlogWhen(blog.slug_url, (b) => expect(publicReviewStamp(b)).toMatchObject({ kind: 'reviewed' }));
    let [newest] = (await admin(`/blog/${blog.blog_id}/revisions`)).body.data as Record<string, string>[];
    expect(newest).toMatchObject({
      by: 'admin@example.com',
      note: expect.stringMatching(/kept the medical review stamp/),
    });

    // A real change: the editor withdraws the stamp; the page says when it was last reviewed, "since updated".
    await saveBlog(await readBlog(blog.blog_id), (fields) => ({ ...fields, blogs_content: dosage(4000) }));
    const withdrawn = await choose('withdraw');
    expect(withdrawn.res.status, JSON.stringify(withdrawn.body)).toBe(200);
    [newest] = (await admin(`/blog/${blog.blog_id}/revisions`)).body.data as Record<string, string>[];
    expect(newest).toMatchObject({
      by: 'admin@example.com',
      note: expect.stringMatching(/withdrew the medical review stamp/),
    });
    await publicBlogWhen(blog.slug_url, (after) =>
      expect(publicReviewStamp(after)).toEqual({ kind: 'since-updated', lastReviewed: after.lastReviewed }),
    );
    // Withdrawn stays withdrawn through later saves, even one that puts the reviewed text back.
    await saveBlog(await readBlog(blog.blog_id), (fields) => ({ ...fields, blogs_content: dosage(800) }));
    await publicBlogWhen(blog.slug_url, (b) => expect(publicReviewStamp(b)).toMatchObject({ kind: 'since-updated' }));
    expect((await choose('keep')).res.status).toBe(409);
    expect(
      (await admin('/api/reviews/stamp', 'POST', { recordType: 'blog', recordId: blog.blog_id, choice: 'maybe' })).res
        .status,
    ).toBe(400);
    const anonymous = await api('/api/reviews/stamp', {
      method: 'POST',
      json: { recordType: 'blog', recordId: blog.blog_id, choice: 'keep' },
    });
    expect(anonymous.res.status).toBe(401);
  });

  it('a decided link shows its decision for 30 days after it, then answers as expired', async () => {
    const blog = await draftBlog(`Decided ${unique()}`);
    const { request, token } = await requestReview(blog.blog_id, `decided.${unique()}@example.com`);
    expect((await link('return', { token, comments: 'Please add the source.' })).res.status).toBe(200);
    const { db } = await emulatorAdmin();
    const { Timestamp } = await import('firebase-admin/firestore');
    const day = 24 * 60 * 60_000;
    const ref = db.collection('reviewRequests').doc(request.request_id!);
    // The dates stored move instead of the clock: 29 days after the decision the link still shows it...
    await ref.update({ decidedAt: Timestamp.fromMillis(Date.now() - 29 * day) });
    expect(((await link('view', { token })).body.data as { status: string }).status).toBe('returned');
    // ...and from the 30th day it is expired.
    await ref.update({ decidedAt: Timestamp.fromMillis(Date.now() - 30 * day - 1000) });
    const expired = await link('view', { token });
    expect(expired.res.status).toBe(404);
    expect(expired.body).toMatchObject({ status: 'error', message: expect.stringMatching(/expired.*30 days/) });
    expect((await link('approve', { token })).res.status).toBe(404);
  });
});
