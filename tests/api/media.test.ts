import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';
import { api, baseUrl, demoTokens, getJson, type Tokens } from '../support/http';
import { buildImage } from '../support/images';
import { resetRateLimits } from '../support/limits-and-mail';

let tokens: Tokens;
const NAME = /^[a-f0-9]{32}\.webp$/;

beforeAll(async () => {
  await resetRateLimits();
  tokens = await demoTokens();
});
afterAll(resetRateLimits);

/** Uploads a picture through the API as the admin; answers its stored name. */
async function upload(bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const { res, body } = await getJson('/api/backup-files/upload_files', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${tokens.admin}` },
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return String(body.data).split('/').pop()!;
}

/** A portrait: red top half, blue bottom half, so a crop's colours say where it was cut. */
async function redOverBlue(): Promise<Uint8Array> {
  const half = (background: string) =>
    sharp({ create: { width: 600, height: 600, channels: 3, background } })
      .png()
      .toBuffer();
  return new Uint8Array(
    await sharp({ create: { width: 600, height: 1200, channels: 3, background: '#000' } })
      .composite([
        { input: await half('#dc0000'), top: 0, left: 0 },
        { input: await half('#0000dc'), top: 600, left: 0 },
      ])
      .png()
      .toBuffer(),
  );
}

async function imageBytes(path: string): Promise<{ status: number; bytes: Buffer; cache: string | null }> {
  const res = await fetch(`${baseUrl()}${path}`, { cache: 'no-store', signal: AbortSignal.timeout(15_000) });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), cache: res.headers.get('cache-control') };
}

async function meanRedBlue(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats();
  return { r: channels[0]!.mean, b: channels[2]!.mean };
}

/** The media answers, loosely typed: each test checks the shape it relies on. */
type Answer = {
  status: string;
  message: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  nextCursor: string | null;
  total: number;
  usedIn: unknown[];
};

async function admin(path: string, init: { method?: string; json?: unknown } = {}) {
  const { res, body } = await api(path, { ...init, token: tokens.admin });
  return { res, body: body as unknown as Answer };
}

describe('an upload made before the library (no metadata)', () => {
  // First in the file: the backfill runs on an instance's first listing.
  it('appears in the library on the first listing, described from its bytes', async () => {
    const name = await upload(await buildImage('png', 800, 500));
    const { db } = await emulatorAdmin();
    await db.collection('media').doc(name).delete();
    const listed: { name: string; width: number; height: number }[] = [];
    let cursor = '';
    do {
      const { res, body } = await admin(`/api/media?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      listed.push(...body.data);
      cursor = body.nextCursor ?? '';
    } while (cursor);
    expect(listed.find((item) => item.name === name)).toMatchObject({ width: 800, height: 500 });
    expect((await db.collection('media').doc(name).get()).get('backfilled')).toBe(true);
  });
});

describe('who may use the media routes', () => {
  let name = '';
  beforeAll(async () => {
    name = await upload(await buildImage('png', 400, 300));
  });

  const routes = () => [
    { method: 'GET', path: '/api/media' },
    { method: 'GET', path: `/api/media/${name}` },
    { method: 'PUT', path: `/api/media/${name}`, json: { alt: 'Not allowed' } },
    { method: 'DELETE', path: `/api/media/${name}` },
  ];

  it('answers 401 without a token and 403 to a signed-in non-admin, and changes nothing', async () => {
    for (const route of routes()) {
      const anonymous = await api(route.path, { method: route.method, json: route.json });
      expect(anonymous.res.status, `${route.method} ${route.path}`).toBe(401);
      expect(anonymous.body).toEqual({ status: 'error', message: expect.stringMatching(/Sign in/) });
      const visitor = await api(route.path, { method: route.method, json: route.json, token: tokens.visitor });
      expect(visitor.res.status, `${route.method} ${route.path}`).toBe(403);
      expect(visitor.body.status).toBe('error');
    }
    const { res, body } = await admin(`/api/media/${name}`);
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ name, alt: '', path: `/api/images/${name}` });
    expect((await imageBytes(`/api/images/${name}`)).status).toBe(200);
  });

  it('answers the admin 200 on each', async () => {
    expect((await admin('/api/media')).res.status).toBe(200);
    expect((await admin(`/api/media/${name}`)).res.status).toBe(200);
    expect((await admin(`/api/media/${name}`, { method: 'PUT', json: { alt: 'A test card' } })).res.status).toBe(200);
    expect((await admin(`/api/media/${name}`, { method: 'DELETE' })).res.status).toBe(200);
  });
});

describe('GET /api/media paging', () => {
  const SEEDED = Array.from({ length: 60 }, (_, i) => `${String(i).padStart(4, '0')}${'e'.repeat(28)}.webp`);
  beforeAll(async () => {
    // 60 described images (metadata only, as the benchmark seeds them), a second apart.
    const { db } = await emulatorAdmin();
    const { Timestamp } = await import('firebase-admin/firestore');
    const batch = db.batch();
    for (const [i, name] of SEEDED.entries()) {
      const at = Timestamp.fromMillis(Date.UTC(2020, 0, 1) + i * 1000);
      batch.set(db.collection('media').doc(name), {
        alt: `Seeded ${i}`,
        width: 1600,
        height: 900,
        bytes: 1000 + i,
        focalX: 0.5,
        focalY: 0.5,
        createdAt: at,
        updatedAt: at,
      });
    }
    await batch.commit();
  });
  // Records without files: left behind, they would fill the library's first page in the e2e tier that follows on the
  // same stack, each thumbnail a 404.
  afterAll(async () => {
    const { db } = await emulatorAdmin();
    const batch = db.batch();
    for (const name of SEEDED) batch.delete(db.collection('media').doc(name));
    await batch.commit();
  });

  it('answers 25 by default and 50 when asked, newest first, with a cursor that neither skips nor repeats', async () => {
    const first = await admin('/api/media');
    expect(first.res.status).toBe(200);
    expect(first.body.data).toHaveLength(25);
    expect(first.body.total).toBeGreaterThanOrEqual(60);
    const seen: { name: string; createdAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const page = await admin(`/api/media?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.body.data.length).toBeLessThanOrEqual(50);
      seen.push(...page.body.data);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(first.body.total);
    expect(new Set(seen.map((item) => item.name)).size).toBe(seen.length);
    const times = seen.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(seen.every((item) => NAME.test(item.name))).toBe(true);
  });

  it('refuses other page sizes and damaged cursors with 400 and a message that says what to do', async () => {
    for (const query of ['limit=10', 'limit=100', 'limit=abc', 'page=2']) {
      const { res, body } = await admin(`/api/media?${query}`);
      expect(res.status, query).toBe(400);
      expect(body.status).toBe('error');
    }
    expect((await admin('/api/media?limit=10')).body.message).toMatch(/25 or 50/);
    const damaged = await admin('/api/media?cursor=not-a-cursor');
    expect(damaged.res.status).toBe(400);
    expect(damaged.body.message).toMatch(/Start again/);
  });
});

describe('PUT /api/media/:name', () => {
  let name = '';
  beforeAll(async () => {
    name = await upload(await redOverBlue());
  });

  it('stores the alt text, and a focal point outside the image clamped; the crops move with it', async () => {
    const before = await imageBytes(`/api/images/cards/${name}`);
    expect(before.status).toBe(200);
    expect(before.cache).not.toMatch(/immutable/);

    const top = await admin(`/api/media/${name}`, {
      method: 'PUT',
      json: { alt: '  A red and blue test card  ', focal: { x: 0.5, y: -3 } },
    });
    expect(top.res.status, JSON.stringify(top.body)).toBe(200);
    expect(top.body.data).toMatchObject({ alt: 'A red and blue test card', focal: { x: 0.5, y: 0 } });
    const card = await imageBytes(`/api/images/cards/${name}`);
    expect(card.bytes.equals(before.bytes)).toBe(false);
    expect(await sharp(card.bytes).metadata()).toMatchObject({ width: 600, height: 338 });
    const topColour = await meanRedBlue(card.bytes);
    expect(topColour.r).toBeGreaterThan(150);
    expect(topColour.b).toBeLessThan(60);

    const bottom = await admin(`/api/media/${name}`, { method: 'PUT', json: { focal: { x: 9, y: 1.5 } } });
    expect(bottom.body.data).toMatchObject({ alt: 'A red and blue test card', focal: { x: 1, y: 1 } });
    for (const crop of ['cards', 'hero', 'social']) {
      const colour = await meanRedBlue((await imageBytes(`/api/images/${crop}/${name}`)).bytes);
      expect(colour.b, crop).toBeGreaterThan(150);
      expect(colour.r, crop).toBeLessThan(60);
    }
    const social = await imageBytes(`/api/images/social/${name}`);
    expect(await sharp(social.bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('refuses what it cannot store with 400, and unknown names with 404', async () => {
    for (const json of [
      {},
      { focal: { x: 'left', y: 0 } },
      { alt: 7 },
      { alt: 'x', other: 1 },
      { focal: { x: 0.5 } },
    ]) {
      const { res, body } = await admin(`/api/media/${name}`, { method: 'PUT', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(body).toEqual({ status: 'error', message: expect.any(String) });
    }
    expect((await admin(`/api/media/${name}`, { method: 'PUT', json: {} })).body.message).toMatch(/alt|focal/);
    expect((await admin(`/api/media/${'0'.repeat(32)}.webp`, { method: 'PUT', json: { alt: 'x' } })).res.status).toBe(
      404,
    );
    expect((await admin('/api/media/photo.png')).res.status).toBe(404);
  });
});

describe('DELETE /api/media/:name', () => {
  it('refuses an image in use with 409 naming each place, and removes nothing', async () => {
    const inBlog = await upload(await buildImage('png', 640, 480));
    const inPage = await upload(await buildImage('png', 500, 500));
    const blog = await admin('/blog', {
      method: 'POST',
      json: {
        title: 'Media test post',
        slug_url: 'media-test-post',
        published: false,
        blog_image: `/api/images/${inBlog}`,
        blog_image_alt: 'A chart',
        blogs_content: [
          { heading: 'Body', paragraph: `<p>Text</p><img src="/api/images/${inPage}" alt="A clinic room">` },
        ],
      },
    });
    expect(blog.res.status, JSON.stringify(blog.body)).toBe(201);
    const paragraph = `<p>Visit us.</p><p><img src="/api/images/${inPage}" alt="A clinic room"></p>`;
    const page = await admin('/api/locationpages/create', {
      method: 'POST',
      json: {
        slug_url: 'media-test-page',
        main_heading: 'Media test page',
        main_paragraph: paragraph,
        highlighted_heading: 'h',
        ...Object.fromEntries(
          [1, 2, 3, 4].flatMap((n) => [
            [`heading_${n}`, 'h'],
            [`paragraph_${n}`, 'p'],
          ]),
        ),
        meta_title: 't',
        meta_description: 'd',
        published: false,
      },
    });
    expect(page.res.status, JSON.stringify(page.body)).toBe(201);

    const refused = await admin(`/api/media/${inPage}`, { method: 'DELETE' });
    expect(refused.res.status).toBe(409);
    expect(refused.body.status).toBe('error');
    expect(refused.body.message).toMatch(/blog “Media test post” \(its text\)/);
    expect(refused.body.message).toMatch(/location page “Media test page” \(its text\)/);
    expect(refused.body.usedIn).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'blog', field: 'blogs_content', inTrash: false }),
        expect.objectContaining({ kind: 'locationPage', field: 'main_paragraph', inTrash: false }),
      ]),
    );
    const byImage = await admin(`/api/media/${inBlog}`, { method: 'DELETE' });
    expect(byImage.res.status).toBe(409);
    expect(byImage.body.message).toMatch(/blog “Media test post” \(its image\)/);

    // Still there, and still listed as used.
    expect((await imageBytes(`/api/images/${inPage}`)).status).toBe(200);
    expect((await admin(`/api/media/${inPage}`)).body.data.usedIn).toHaveLength(2);
    // Never described in the library: the alt text the records give each image is offered.
    expect((await admin(`/api/media/${inBlog}`)).body.data.alt).toBe('A chart');
    expect((await admin(`/api/media/${inPage}`)).body.data.alt).toBe('A clinic room');

    // A blog in the trash still holds its image: deleting it would break a restore.
    const blogId = String(blog.body.data.blog_id);
    expect((await admin(`/blog/${blogId}`, { method: 'DELETE' })).res.status).toBe(200);
    const trashed = await admin(`/api/media/${inBlog}`, { method: 'DELETE' });
    expect(trashed.res.status).toBe(409);
    expect(trashed.body.message).toMatch(/blog in the trash “Media test post”/);
  });

  it('deletes an image nothing uses: its metadata and every stored size', async () => {
    const name = await upload(await buildImage('png', 700, 400));
    expect((await imageBytes(`/api/images/social/${name}`)).status).toBe(200);
    const { res, body } = await admin(`/api/media/${name}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ status: 'success', message: 'Image deleted.' });
    for (const path of [`/api/images/${name}`, `/api/images/cards/${name}`, `/api/images/social/${name}`]) {
      expect((await imageBytes(path)).status, path).toBe(404);
    }
    expect((await admin(`/api/media/${name}`)).res.status).toBe(404);
    expect((await admin(`/api/media/${name}`, { method: 'DELETE' })).res.status).toBe(404);
  });
});
