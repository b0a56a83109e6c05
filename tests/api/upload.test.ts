import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, demoTokens, getJson } from '../support/http';
import { resetRateLimits } from '../support/limits-and-mail';
import { buildImage, buildPngClaiming, isWebp, PNG_SIGNATURE, type ImageFormat } from '../support/images';

const UPLOAD_PATH = '/api/backup-files/upload_files';
const IMAGE_PATH = /^\/api\/images\/[a-f0-9]{32}\.webp$/;
const CARD_PATH = /^\/api\/images\/cards\/[a-f0-9]{32}\.webp$/;
const MB = 1024 * 1024;

const MIME: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

let adminToken = '';
let visitorToken = '';

// Uploads spend the upload allowance of the one address every local caller shares: start from, and leave, none spent.
beforeAll(resetRateLimits);
afterAll(resetRateLimits);

beforeAll(async () => {
  ({ admin: adminToken, visitor: visitorToken } = await demoTokens());
});

/** A form as the admin portal sends it: the file in "image"; filename and type are the client's claim only. */
function imageForm(bytes: Uint8Array, filename = 'photo.png', type = 'image/png', field = 'image'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

function upload(body: BodyInit, token: string | null = adminToken, headers: Record<string, string> = {}) {
  const auth: Record<string, string> = token === null ? {} : { Authorization: `Bearer ${token}` };
  return getJson(UPLOAD_PATH, { method: 'POST', body, headers: { ...auth, ...headers } });
}

function expectRejected(answer: Awaited<ReturnType<typeof upload>>, status: number, message?: RegExp): void {
  expect(answer.res.status).toBe(status);
  expect(answer.body).toEqual({ status: 'error', message: expect.any(String) });
  if (message) expect(answer.body.message).toMatch(message);
}

async function fetchStoredImage(path: string) {
  const res = await fetch(`${baseUrl()}${path}`, { signal: AbortSignal.timeout(15_000) });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('POST /api/backup-files/upload_files as the admin', () => {
  it('stores a PNG as WebP and answers its path, card path and size', async () => {
    const { res, body } = await upload(imageForm(await buildImage('png', 2400, 1800)));
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ status: 'success', message: 'Image uploaded.', width: 1600, height: 1200 });
    expect(body.data).toMatch(IMAGE_PATH);
    expect(body.card).toMatch(CARD_PATH);
    expect(String(body.card).split('/').pop()).toBe(String(body.data).split('/').pop());

    for (const [path, maxWidth] of [
      [body.data as string, 1600],
      [body.card as string, 640],
    ] as const) {
      const { res: image, bytes } = await fetchStoredImage(path);
      expect(image.status, path).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      // The card is a crop around the focal point, which an admin may move (decision 0021): cached minutes, not a year.
      expect(image.headers.get('cache-control')).toMatch(path === body.card ? /max-age=300/ : /immutable/);
      expect(isWebp(bytes)).toBe(true);
      const meta = await sharp(bytes).metadata();
      expect(meta.width).toBeLessThanOrEqual(maxWidth);
      expect(meta.exif).toBeUndefined();
    }
  });

  it.each(['jpeg', 'webp', 'avif'] as const)('accepts %s', async (format) => {
    const { res, body } = await upload(imageForm(await buildImage(format, 900, 600), `photo.${format}`, MIME[format]));
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ status: 'success', width: 900, height: 600 });
    const { res: image, bytes } = await fetchStoredImage(body.data as string);
    expect(image.status).toBe(200);
    expect(isWebp(bytes)).toBe(true);
    // The JPEG fixture carries EXIF; nothing of it may reach the stored file.
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('decides the type from the bytes, not from the filename or declared type', async () => {
    const jpeg = await buildImage('jpeg', 300, 200);
    const { res } = await upload(imageForm(jpeg, 'notes.txt', 'text/plain'));
    expect(res.status).toBe(201);
  });
});

describe('the upload limit and refused callers', () => {
  it("spends nothing of the admin's allowance on anonymous or non-admin uploads", async () => {
    await resetRateLimits();
    const small = await buildImage('png', 20, 20);
    // More refused calls than the whole allowance (30 per 10 minutes), from the address the admin shares locally.
    const refused: number[] = [];
    for (let i = 0; i < 35; i++) refused.push((await upload(imageForm(small), null)).res.status);
    for (let i = 0; i < 5; i++) refused.push((await upload(imageForm(small), visitorToken)).res.status);
    expect(refused).toEqual([...Array<number>(35).fill(401), ...Array<number>(5).fill(403)]);

    const { res, body } = await upload(imageForm(small));
    expect(res.status, JSON.stringify(body)).toBe(201);
    await resetRateLimits();
  }, 60_000);
});

describe('POST /api/backup-files/upload_files refusals', () => {
  it('answers 401 without a token', async () => {
    expectRejected(await upload(imageForm(await buildImage('png', 50, 50)), null), 401);
  });

  it('answers 401 for a malformed token', async () => {
    expectRejected(await upload(imageForm(await buildImage('png', 50, 50)), 'not-a-real-token'), 401);
  });

  it('answers 403 for a signed-in visitor', async () => {
    expectRejected(await upload(imageForm(await buildImage('png', 50, 50)), visitorToken), 403);
  });

  it('answers 415 for text named photo.png', async () => {
    const text = new TextEncoder().encode('These are my notes, not a picture.');
    expectRejected(await upload(imageForm(text)), 415, /JPEG, PNG, WebP or AVIF/);
  });

  it('answers 415 for an SVG carrying a script', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>';
    const answer = await upload(imageForm(new TextEncoder().encode(svg), 'logo.svg', 'image/svg+xml'));
    expectRejected(answer, 415, /JPEG, PNG, WebP or AVIF/);
  });

  it('answers 415 for an HTML page', async () => {
    const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
    expectRejected(await upload(imageForm(new TextEncoder().encode(html), 'photo.png', 'text/html')), 415);
  });

  it('answers 415 for a PNG signature followed by HTML', async () => {
    const polyglot = new Uint8Array([...PNG_SIGNATURE, ...new TextEncoder().encode('<html><script>x()</script>')]);
    expectRejected(await upload(imageForm(polyglot)), 415, /not a valid image/);
  });

  it('answers 413 for a file just over 5 MB', async () => {
    const big = new Uint8Array(5 * MB + 1);
    big.set(PNG_SIGNATURE);
    expectRejected(await upload(imageForm(big)), 413, /5 MB/);
  });

  it('answers 413 for a body far over the limit', async () => {
    const big = new Uint8Array(7 * MB);
    big.set(PNG_SIGNATURE);
    expectRejected(await upload(imageForm(big)), 413, /5 MB/);
  });

  it('answers several over-large uploads sent at once and keeps serving (the emulators once exited on one)', async () => {
    // Hosting and the Functions emulator pipe the upload on; an answer that closed the connection under them broke
    // that pipe, and the emulator exits on an EPIPE, taking the local stack with it (one CI run in a few).
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        [5 * MB + 1, 7 * MB, 9 * MB].map((size) => {
          const big = new Uint8Array(size);
          big.set(PNG_SIGNATURE);
          return upload(imageForm(big));
        }),
      );
      for (const answer of answers) expectRejected(answer, 413, /5 MB/);
    }
    expect((await getJson('/api/categories')).res.status).toBe(200);
  });

  it('answers 413 for a small file whose header claims 100 megapixels', async () => {
    expectRejected(await upload(imageForm(await buildPngClaiming(10_000, 10_000))), 413, /megapixels/);
  });

  it('answers 400 for a zero-byte file', async () => {
    expectRejected(await upload(imageForm(new Uint8Array(0))), 400, /empty/);
  });

  it('answers 400 when the form has no "image" field', async () => {
    const form = imageForm(await buildImage('png', 50, 50), 'photo.png', 'image/png', 'photo');
    form.append('title', 'A photo');
    expectRejected(await upload(form), 400, /form field "image"/);
  });

  it('answers 415 for a JSON body instead of multipart', async () => {
    const json = JSON.stringify({ image: 'iVBORw0KGgo=' });
    expectRejected(await upload(json, adminToken, { 'Content-Type': 'application/json' }), 415, /multipart/);
  });
});

describe('GET /api/images/:name', () => {
  it('answers 404 JSON for an image that was never uploaded', async () => {
    for (const path of [`/api/images/${'0'.repeat(32)}.webp`, `/api/images/cards/${'f'.repeat(32)}.webp`]) {
      const { res, body } = await getJson(path);
      expect(res.status, path).toBe(404);
      expect(body).toEqual({ status: 'error', message: expect.any(String) });
    }
  });

  it('answers 404 for names it never hands out', async () => {
    // Upper-case hex, another extension, a short name: all refused by the name check before any lookup.
    const names = [`${'A'.repeat(32)}.webp`, `${'0'.repeat(32)}.png`, 'photo.webp'];
    for (const path of names.flatMap((name) => [`/api/images/${name}`, `/api/images/cards/${name}`])) {
      const { res, body } = await getJson(path);
      expect(res.status, path).toBe(404);
      expect(body.status).toBe('error');
    }
  });
});
