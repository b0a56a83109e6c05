import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { torontoLocalToIso } from '@shared/schedule';
import type { Inquiry } from '@shared/schemas/inquiry';
import { emulatorAdmin } from '../support/admin-sdk';
import { api, baseUrl, demoTokens, type Tokens } from '../support/http';
import { mailTo, resetRateLimits, tokenOf } from '../support/limits-and-mail';

let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});
beforeEach(resetRateLimits);
afterAll(resetRateLimits);

const contact = (message: string) =>
  api('/api/contact-requests', {
    method: 'POST',
    json: { name: 'Sam Patel', email: 'sam@example.com', phone: '', message, consent: true },
  });

describe('admin inquiries', () => {
  it('lists contact requests newest first and toggles the handled flag', async () => {
    const first = (await contact(`First ${Date.now()}`)).body.data as { id: string };
    const second = (await contact(`Second ${Date.now()}`)).body.data as { id: string };
    const { res, body } = await api('/api/contact-requests', { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ids = (body.data as { id: string }[]).map((i) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const listed = (body.data as { id: string; handled: boolean; createdAt: string }[]).find((i) => i.id === first.id);
    expect(listed?.handled).toBe(false);
    expect(Date.parse(listed?.createdAt ?? '')).not.toBeNaN();

    const marked = await api(`/api/contact-requests/${first.id}`, {
      method: 'PUT',
      token: tokens.admin,
      json: { handled: true },
    });
    expect(marked.body).toMatchObject({ status: 'success', data: { id: first.id, handled: true } });
    const after = (await api('/api/contact-requests', { token: tokens.admin })).body.data as {
      id: string;
      handled: boolean;
    }[];
    expect(after.find((i) => i.id === first.id)?.handled).toBe(true);
  });

  it('answers 404 for an unknown inquiry and 400 for a bad body', async () => {
    expect(
      (await api('/api/contact-requests/nope', { method: 'PUT', token: tokens.admin, json: { handled: true } })).res
        .status,
    ).toBe(404);
    expect(
      (await api('/api/contact-requests/nope', { method: 'PUT', token: tokens.admin, json: { handled: 'yes' } })).res
        .status,
    ).toBe(400);
  });

  it.each([
    ['GET', '/api/contact-requests'],
    ['GET', '/api/newsletter/subscribers'],
    ['GET', '/api/newsletter/subscribers.csv'],
    ['GET', '/api/blogs/slug-available/anything'],
  ])('refuses %s %s without a token (401) and to a non-admin (403)', async (method, path) => {
    expect((await api(path, { method })).res.status).toBe(401);
    expect((await api(path, { method, token: tokens.visitor })).res.status).toBe(403);
  });
});

describe('admin newsletter figures', () => {
  it('counts and exports confirmed subscribers only', async () => {
    const email = `csv.${Date.now()}@example.com`;
    const pending = `pending.${Date.now()}@example.com`;
    await api('/api/newsletter', { method: 'POST', json: { email } });
    await api('/api/newsletter', { method: 'POST', json: { email: pending } });
    const before = await api('/api/newsletter/subscribers', { token: tokens.admin });
    const [mail] = await mailTo(email);
    const token = tokenOf(mail!, '/newsletter/confirm');
    await api('/api/newsletter/confirm', { method: 'POST', json: { token, consentVersion: '2025-06-01' } });
    const stats = await api('/api/newsletter/subscribers', { token: tokens.admin });
    expect((stats.body.data as { count: number }).count).toBe((before.body.data as { count: number }).count + 1);

    const res = await fetch(`${baseUrl()}/api/newsletter/subscribers.csv`, {
      headers: { Authorization: `Bearer ${tokens.admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('email,consentAt,source');
    expect(csv).toContain(`"${email}","20`);
    expect(csv).not.toContain(pending);
  });
});

describe('slug availability for the admin forms', () => {
  it('reports taken, free and own slugs for blogs and location pages', async () => {
    const check = async (path: string) =>
      (await api(path, { token: tokens.admin })).body.data as { available: boolean };
    expect((await check('/api/blogs/slug-available/fibre-the-most-underrated-nutrient')).available).toBe(false);
    expect(
      (await check('/api/blogs/slug-available/fibre-the-most-underrated-nutrient?exclude=demo-blog-fibre')).available,
    ).toBe(true);
    expect((await check(`/api/blogs/slug-available/free-${Date.now()}`)).available).toBe(true);
    expect((await check('/api/locationpages/slug-available/executive-health-yorkville')).available).toBe(false);
    expect((await check(`/api/locationpages/slug-available/free-${Date.now()}`)).available).toBe(true);
  });
});

describe('paging and searching the contact requests', () => {
  // A Toronto day 40 days back, which no other test writes into: 230 requests there (three to a minute, so pages
  // break inside groups stored in the same instant), and four on the edges of that day and the days around it.
  const run = Date.now().toString(36);
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const day = dayOf(Date.now() - 40 * 86_400_000);
  const dayBefore = dayOf(Date.parse(`${day}T12:00:00Z`) - 86_400_000);
  const dayAfter = dayOf(Date.parse(`${day}T12:00:00Z`) + 86_400_000);
  const midnight = (d: string) => Date.parse(torontoLocalToIso(`${d}T00:00`) ?? '');
  const seeded: { id: string; name: string; at: number }[] = [];
  const PAGED = 230;

  const idOf = (n: number) => `pager-${run}-${String(n).padStart(3, '0')}`;
  for (let i = 0; i < PAGED; i++) {
    // Every tenth is "Zoë Lindqvist", for the name search; the rest "Pager Person n".
    const name = i % 10 === 3 ? `Zoë Lindqvist ${i}` : `Pager Person ${i}`;
    seeded.push({ id: idOf(i), name, at: midnight(day) + 3_600_000 + Math.floor(i / 3) * 60_000 });
  }
  const edges = [
    { id: `edge-${run}-a`, name: 'Edge Before', at: midnight(day) - 1 },
    { id: `edge-${run}-b`, name: 'Edge First', at: midnight(day) },
    { id: `edge-${run}-c`, name: 'Edge Last', at: midnight(dayAfter) - 1 },
    { id: `edge-${run}-d`, name: 'Edge After', at: midnight(dayAfter) },
  ];
  const all = [...seeded, ...edges];
  /** The order the API promises: newest first, then by id, descending. */
  const newestFirst = (list: typeof all) =>
    [...list].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((r) => r.id);

  beforeAll(async () => {
    const { db } = await emulatorAdmin();
    const { Timestamp } = await import('firebase-admin/firestore');
    for (let start = 0; start < all.length; start += 200) {
      const batch = db.batch();
      for (const r of all.slice(start, start + 200)) {
        batch.set(db.collection(COLLECTIONS.contactRequests).doc(r.id), {
          name: r.name,
          email: 'pager@example.com',
          phone: '',
          message: 'Seeded for paging.',
          consent: true,
          handled: false,
          createdAt: Timestamp.fromMillis(r.at),
          consentAt: Timestamp.fromMillis(r.at),
        });
      }
      await batch.commit();
    }
  });

  afterAll(async () => {
    const { db } = await emulatorAdmin();
    const batch = db.batch();
    for (const r of all) batch.delete(db.collection(COLLECTIONS.contactRequests).doc(r.id));
    await batch.commit();
  });

  type Page = { data: Inquiry[]; nextCursor: string | null };
  const list = async (query: Record<string, string>) => {
    const { res, body } = await api(`/api/contact-requests?${new URLSearchParams(query)}`, { token: tokens.admin });
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return body as unknown as Page;
  };
  /** Follows nextCursor to the end; answers every id in the order received and the number of calls. */
  const pageThrough = async (query: Record<string, string>) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let calls = 0;
    do {
      const page: Page = await list(cursor ? { ...query, cursor } : query);
      ids.push(...page.data.map((i) => i.id));
      cursor = page.nextCursor;
      calls++;
      expect(calls).toBeLessThan(100);
    } while (cursor);
    return { ids, calls };
  };

  it('answers a request without parameters as before (the newest 200), with a cursor to the rest', async () => {
    const page = await list({});
    expect(page.data).toHaveLength(200);
    expect(typeof page.nextCursor).toBe('string');
    const times = page.data.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(page.data[0] ?? {}).sort()).toEqual(
      ['createdAt', 'email', 'handled', 'id', 'message', 'name', 'phone'].sort(),
    );
  });

  it('pages through a day range to the end: every request once, newest first, none missing or repeated', async () => {
    const { ids, calls } = await pageThrough({ from: dayBefore, to: dayAfter, limit: '50' });
    expect(ids).toEqual(newestFirst(all));
    expect(calls).toBe(5);
  });

  it('hides nothing behind a cap: the whole collection pages to its end with every seeded request in it', async () => {
    const { ids } = await pageThrough({ limit: '200' });
    expect(new Set(ids).size).toBe(ids.length);
    const mine = new Set(all.map((r) => r.id));
    expect(ids.filter((id) => mine.has(id))).toEqual(newestFirst(all));
  });

  it('takes from and to as Toronto days, both included', async () => {
    const { ids } = await pageThrough({ from: day, to: day });
    expect(ids).toEqual(newestFirst([...seeded, edges[1]!, edges[2]!]));
    expect((await pageThrough({ from: dayAfter, to: dayAfter })).ids).toEqual([edges[3]!.id]);
    expect((await pageThrough({ from: dayBefore, to: dayBefore })).ids).toEqual([edges[0]!.id]);
  });

  it('searches by name, ignoring case and accents, and pages through the matches', async () => {
    const wanted = newestFirst(seeded.filter((r) => r.name.startsWith('Zoë')));
    expect(wanted).toHaveLength(23);
    for (const q of ['zoe', 'ZOË LIND', 'lindqvist']) {
      const { ids } = await pageThrough({ q, from: day, to: day, limit: '10' });
      expect(ids, q).toEqual(wanted);
    }
    const first = await list({ q: 'lindqvist', from: day, to: day, limit: '10' });
    expect(first.data.every((i) => i.name.startsWith('Zoë Lindqvist'))).toBe(true);
    expect(first.nextCursor).not.toBeNull();
    expect((await list({ q: 'nobody-by-this-name', from: day, to: day })).data).toEqual([]);
  });

  it('finds a name anywhere in the whole collection by following the cursor', async () => {
    // Only "Zoë Lindqvist 223" holds this; the search looks through every request, whatever its date.
    const { ids } = await pageThrough({ q: 'Lindqvist 22' });
    expect(ids).toEqual([idOf(223)]);
  });

  it.each([
    ['limit=0', /^limit: Use a whole number from 1 to 200/],
    ['limit=500', /^limit: Use a whole number from 1 to 200/],
    ['from=2026-13-01', /^from: Use a date written YYYY-MM-DD/],
    ['to=tomorrow', /^to: Use a date written YYYY-MM-DD/],
    ['from=2026-11-21&to=2026-11-20', /^from: The start date is after the end date/],
    ['cursor=not*a*cursor', /^cursor: This page link is damaged/],
    [`cursor=${Buffer.from('["x",1,"y"]').toString('base64url')}`, /^cursor: This page link is damaged/],
    [`q=${'x'.repeat(101)}`, /^q: Search for at most 100 characters/],
  ])('refuses %s with 400 and a sentence naming the parameter', async (query, message) => {
    const { res, body } = await api(`/api/contact-requests?${query}`, { token: tokens.admin });
    expect(res.status).toBe(400);
    expect(body).toEqual({ status: 'error', message: expect.stringMatching(message) });
  });
});
