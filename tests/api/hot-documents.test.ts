/**
 * Hot documents under load: a flood against one rate-limit counter, many creations at once and
 * many edits of one record. Every request gets an answer within 5 s, with the status its outcome deserves, and what
 * was answered as saved is stored. The requests alternate between two api instances (separate processes, as in
 * production) on the stack's Firestore: the official emulator wherever it can start.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';
import { startApiInstances } from '../support/api-instances';
import { api as callApi, demoTokens, type Tokens } from '../support/http';
import { resetRateLimits } from '../support/limits-and-mail';

const ANSWER_WITHIN_MS = 5000;
let tokens: Tokens;
let origins: string[] = [];
let stopInstances = () => {};
beforeAll(async () => {
  tokens = await demoTokens();
  const instances = await startApiInstances(2);
  origins = instances.origins;
  stopInstances = instances.stop;
});
beforeEach(resetRateLimits);
afterAll(async () => {
  stopInstances();
  await resetRateLimits();
});

let turn = 0;
/** One call to the next instance in turn. */
const api = (path: string, options: Parameters<typeof callApi>[1] = {}) =>
  callApi(path, { ...options, origin: origins[turn++ % origins.length] });

/** Sends every call at once; answers each one's status and how long the slowest took. */
async function storm<T>(count: number, call: (i: number) => Promise<T>) {
  const started = Date.now();
  const results = await Promise.all(Array.from({ length: count }, (_, i) => call(i)));
  return { results, elapsedMs: Date.now() - started };
}

const uniqueSlug = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const blog = (slug: string, title: string) => ({
  title,
  slug_url: slug,
  brief_paragraph: 'A short summary.',
  category: 2,
  blogs_content: [{ heading: 'Section', paragraph: `<p>${title}</p>` }],
  metaTitle: 'Meta',
  metaDescription: 'Description',
});

describe('a flood of newsletter sign-ups from one address, the limit already reached', () => {
  it('answers all 200 with 429 within 5 s, and stores none of them', async () => {
    const stamp = Date.now();
    for (let i = 0; i < 5; i++) {
      const { res } = await api('/api/newsletter', {
        method: 'POST',
        json: { email: `first${i}.${stamp}@example.com` },
      });
      expect(res.status).toBe(200);
    }
    const { results, elapsedMs } = await storm(200, (i) =>
      api('/api/newsletter', { method: 'POST', json: { email: `flood${i}.${stamp}@example.com` } }),
    );
    const statuses = results.map(({ res }) => res.status);
    expect(new Set(statuses)).toEqual(new Set([429]));
    expect(results.every(({ body }) => body.status === 'error' && typeof body.message === 'string')).toBe(true);
    expect(elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);

    const { db } = await emulatorAdmin();
    const mail = await db.collection('mail').where('kind', '==', 'newsletter-confirmation').get();
    const flooded = mail.docs.filter((doc) => String(doc.get('to')).endsWith(`.${stamp}@example.com`));
    expect(flooded.map((doc) => doc.get('to')).sort()).toEqual(
      Array.from({ length: 5 }, (_, i) => `first${i}.${stamp}@example.com`).sort(),
    );
  }, 30_000);

  it('under the limit, a burst lets exactly the allowance through and refuses the rest, within 5 s', async () => {
    const stamp = Date.now();
    const { results, elapsedMs } = await storm(60, (i) =>
      api('/api/newsletter', { method: 'POST', json: { email: `burst${i}.${stamp}@example.com` } }),
    );
    const statuses = results.map(({ res }) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    expect(elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
  }, 30_000);
});

describe('concurrent writes of blogs', () => {
  // Each instance loads an API domain's code with its first request, here compiled from source by tsx (production
  // runs the built bundle): one create, edit and delete through each instance first, so the storms measure the
  // writes on hot documents, not that first load (a cold start is bench:cold-start's measure).
  beforeAll(async () => {
    for (const origin of origins) {
      const slug = uniqueSlug('hot-warm');
      const created = await callApi('/blog', { method: 'POST', token: tokens.admin, json: blog(slug, 'Warm'), origin });
      expect(created.res.status).toBe(201);
      const id = (created.body.data as { blog_id: string }).blog_id;
      const edited = await callApi(`/blog/${id}`, {
        method: 'PUT',
        token: tokens.admin,
        json: blog(slug, 'Warm, edited'),
        origin,
      });
      expect(edited.res.status).toBe(200);
      await callApi(`/blog/${id}`, { method: 'DELETE', token: tokens.admin, origin });
    }
  }, 60_000);

  it('creates 50 blogs at once: each answered 201 within 5 s, each stored with its revision', async () => {
    const slugs = Array.from({ length: 50 }, (_, i) => uniqueSlug(`hot-create-${i}`));
    const { results, elapsedMs } = await storm(50, (i) =>
      api('/blog', { method: 'POST', token: tokens.admin, json: blog(slugs[i]!, `Hot create ${i}`) }),
    );
    expect(results.map(({ res }) => res.status)).toEqual(Array(50).fill(201));
    expect(elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);

    const { db } = await emulatorAdmin();
    const ids = results.map(({ body }) => (body.data as { blog_id: string }).blog_id);
    expect(new Set(ids).size).toBe(50);
    await Promise.all(
      ids.map(async (id, i) => {
        expect((await db.collection('blogs').doc(id).get()).get('slug_url')).toBe(slugs[i]);
        expect((await db.collection('blogs').doc(id).collection('revisions').get()).size).toBe(1);
        await api(`/blog/${id}`, { method: 'DELETE', token: tokens.admin });
      }),
    );
  }, 60_000);

  it('saves 20 concurrent edits of one blog: each answered within 5 s, each kept as a revision', async () => {
    const slug = uniqueSlug('hot-edit');
    const created = await api('/blog', { method: 'POST', token: tokens.admin, json: blog(slug, 'Hot edit') });
    const id = (created.body.data as { blog_id: string }).blog_id;
    const titles = Array.from({ length: 20 }, (_, i) => `Hot edit, version ${i}`);
    const { results, elapsedMs } = await storm(20, (i) =>
      api(`/blog/${id}`, { method: 'PUT', token: tokens.admin, json: blog(slug, titles[i]!) }),
    );
    expect(results.map(({ res }) => res.status)).toEqual(Array(20).fill(200));
    expect(elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);

    const { db } = await emulatorAdmin();
    const revisions = await db.collection('blogs').doc(id).collection('revisions').get();
    const kept = revisions.docs.map((doc) => doc.get('fields.title') as string);
    expect(kept.filter((t) => t !== 'Hot edit').sort()).toEqual([...titles].sort());
    // The record holds the last edit that was saved, which is one of the 20.
    expect(titles).toContain((await db.collection('blogs').doc(id).get()).get('title'));
    await api(`/blog/${id}`, { method: 'DELETE', token: tokens.admin });
  }, 60_000);
});
