import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';
import { api, demoTokens, type Tokens } from '../support/http';
import { resetRateLimits } from '../support/limits-and-mail';

type Item = { name: string; alt: string; usedIn: unknown[]; createdAt: string };
type Page = { status: string; message: string; data: Item[]; nextCursor: string | null; total: number };

let tokens: Tokens;
/** Seeded metadata only, in 2015 so that they are the library's oldest: 30 undescribed, 5 described. */
const UNDESCRIBED = Array.from({ length: 30 }, (_, i) => `${String(i).padStart(4, '0')}${'a'.repeat(28)}.webp`);
const DESCRIBED = Array.from({ length: 5 }, (_, i) => `${String(i).padStart(4, '0')}${'b'.repeat(28)}.webp`);
/** Undescribed in the library, but a draft blog uses it as its image, with the description the blog gives it. */
const USED = `${'c'.repeat(32)}.webp`;
let blogId = '';

async function list(query: string): Promise<{ status: number; body: Page }> {
  const { res, body } = await api(`/api/media?${query}`, { token: tokens.admin });
  return { status: res.status, body: body as unknown as Page };
}

/** Every page of a listing, following the cursors. */
async function all(query: string): Promise<Item[]> {
  const seen: Item[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.length).toBeLessThanOrEqual(query.includes('limit=50') ? 50 : 25);
    seen.push(...page.body.data);
    cursor = page.body.nextCursor;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  await resetRateLimits();
  tokens = await demoTokens();
  const { db } = await emulatorAdmin();
  const { Timestamp } = await import('firebase-admin/firestore');
  const batch = db.batch();
  [...UNDESCRIBED, ...DESCRIBED, USED].forEach((name, i) => {
    const at = Timestamp.fromMillis(Date.UTC(2015, 0, 1) + i * 1000);
    batch.set(db.collection('media').doc(name), {
      alt: DESCRIBED.includes(name) ? `Seeded described ${i}` : '',
      width: 1600,
      height: 900,
      bytes: 1000,
      focalX: 0.5,
      focalY: 0.5,
      createdAt: at,
      updatedAt: at,
    });
  });
  await batch.commit();
  const blog = await api('/blog', {
    method: 'POST',
    token: tokens.admin,
    json: {
      title: 'Media filter post',
      slug_url: `media-filter-post-${Date.now()}`,
      published: false,
      blog_image: `/api/images/${USED}`,
      blog_image_alt: 'A waiting room',
      blogs_content: [{ heading: 'Body', paragraph: '<p>Text</p>' }],
    },
  });
  expect(blog.res.status, JSON.stringify(blog.body)).toBe(201);
  blogId = String((blog.body.data as { blog_id: string }).blog_id);
});

afterAll(async () => {
  if (blogId) {
    await api(`/blog/${blogId}`, { method: 'DELETE', token: tokens.admin });
    await api(`/api/blogs/trash/${blogId}`, { method: 'DELETE', token: tokens.admin });
  }
  const { db } = await emulatorAdmin();
  const batch = db.batch();
  for (const name of [...UNDESCRIBED, ...DESCRIBED, USED]) batch.delete(db.collection('media').doc(name));
  await batch.commit();
  await resetRateLimits();
});

describe('GET /api/media filters and order', () => {
  it('filter=missing-alt lists only images with no description from anywhere, every page of them, once each', async () => {
    const first = await list('filter=missing-alt');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(25);
    const items = await all('filter=missing-alt');
    expect(items).toHaveLength(first.body.total);
    expect(new Set(items.map((item) => item.name)).size).toBe(items.length);
    expect(items.every((item) => item.alt === '')).toBe(true);
    const names = items.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(UNDESCRIBED));
    // The blog's description is offered for its image, so that image is not missing one.
    for (const name of [...DESCRIBED, USED]) expect(names).not.toContain(name);
    const times = items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filter=unused leaves out an image a record uses', async () => {
    const items = await all('filter=unused');
    expect(items.every((item) => item.usedIn.length === 0)).toBe(true);
    const names = items.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining([...UNDESCRIBED, ...DESCRIBED]));
    expect(names).not.toContain(USED);
    // Unfiltered, it is there, with its use.
    const everything = await all('limit=50');
    expect(everything.find((item) => item.name === USED)?.usedIn).toHaveLength(1);
  });

  it('order=oldest starts with the oldest, with or without a filter; newest stays the default', async () => {
    const oldest = await list('order=oldest&limit=50');
    expect(oldest.status).toBe(200);
    expect(oldest.body.data.slice(0, 2).map((item) => item.name)).toEqual(UNDESCRIBED.slice(0, 2));
    const times = oldest.body.data.map((item) => item.createdAt);
    expect([...times].sort()).toEqual(times);
    const described = await all('order=oldest&filter=missing-alt');
    expect(described.slice(0, 30).map((item) => item.name)).toEqual(UNDESCRIBED);
    const newest = await list('limit=50');
    expect(newest.body.data[0]?.name).not.toBe(UNDESCRIBED[0]);
    const newestTimes = newest.body.data.map((item) => item.createdAt);
    expect([...newestTimes].sort().reverse()).toEqual(newestTimes);
  });

  it('refuses an unknown filter or order with 400 and a message that names the choices', async () => {
    const filter = await list('filter=big');
    expect(filter.status).toBe(400);
    expect(filter.body).toEqual({ status: 'error', message: expect.stringMatching(/unused or missing-alt/) });
    const order = await list('order=random');
    expect(order.status).toBe(400);
    expect(order.body.message).toMatch(/newest or oldest/);
  });
});
