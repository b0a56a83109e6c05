import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../core/http-error';
import { CARD_MAX_SIZE, FULL_MAX_SIZE, processImage, renderCrop } from './process-image';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

/** Awaits a rejection and returns the HttpError, so a test can check status and message together. */
async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

/** A real 1x1 PNG whose IHDR is rewritten to claim width x height: a decompression bomb's header. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4), five more fields (5), CRC (4).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('processImage', () => {
  it('turns a 3000x2000 PNG into WebP no larger than 1600 px, plus a 640×360 card crop', async () => {
    const image = await processImage(await solid(3000, 2000).png().toBuffer());
    expect(image.sourceType).toBe('png');
    expect(isWebp(image.full)).toBe(true);
    expect(isWebp(image.card)).toBe(true);
    expect([image.width, image.height]).toEqual([1600, 1067]);
    const full = await sharp(image.full).metadata();
    const card = await sharp(image.card).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(card).toMatchObject({ format: 'webp', width: CARD_MAX_SIZE, height: 360 });
  });

  it('bounds a tall image by its height', async () => {
    const image = await processImage(await solid(1000, 4000).jpeg().toBuffer());
    expect(image.height).toBe(FULL_MAX_SIZE);
    expect(image.width).toBe(400);
    // The 16:9 band of a 400 px wide image, not enlarged.
    expect(await sharp(image.card).metadata()).toMatchObject({ width: 400, height: 225 });
  });

  it('never enlarges a small image', async () => {
    const image = await processImage(await solid(300, 200).webp().toBuffer());
    expect([image.width, image.height]).toEqual([300, 200]);
    expect(await sharp(image.card).metadata()).toMatchObject({ width: 300, height: 169 });
  });

  it('accepts AVIF input', async () => {
    const image = await processImage(await solid(800, 600).avif().toBuffer());
    expect(image.sourceType).toBe('avif');
    expect(isWebp(image.full)).toBe(true);
  });

  it('drops the EXIF block a camera or phone adds', async () => {
    const input = await solid(400, 300)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Clinic test', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const image = await processImage(input);
    expect((await sharp(image.full).metadata()).exif).toBeUndefined();
    expect((await sharp(image.card).metadata()).exif).toBeUndefined();
  });

  it('applies the EXIF orientation before dropping it, so portrait photos stay upright', async () => {
    // Stored as 300x100 with orientation 6 ("rotate 90° clockwise to display"): shown as 100x300.
    const input = await solid(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await processImage(input);
    expect([image.width, image.height]).toEqual([100, 300]);
    expect((await sharp(image.full).metadata()).orientation).toBeUndefined();
  });

  it('refuses bytes that are not one of the four formats with 415', async () => {
    const error = await rejection(processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')));
    expect(error.status).toBe(415);
    expect(error.message).toBe('Upload a JPEG, PNG, WebP or AVIF image.');
  });

  it('refuses a PNG signature followed by HTML with 415', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const polyglot = Buffer.concat([signature, Buffer.from('<html><script>alert(1)</script></html>')]);
    const error = await rejection(processImage(polyglot));
    expect(error.status).toBe(415);
    expect(error.message).toBe('The file is not a valid image.');
  });

  it('refuses a JPEG cut off inside its header with 415', async () => {
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    const error = await rejection(processImage(jpeg.subarray(0, 200)));
    expect(error.status).toBe(415);
  });

  it('refuses a header claiming 100 megapixels with 413, before decoding anything', async () => {
    const started = Date.now();
    const error = await rejection(processImage(await pngClaiming(10_000, 10_000)));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/megapixels/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

/** A portrait picture: red top half, blue bottom half, so a crop's colour says where it was cut. */
async function redOverBlue(): Promise<{ full: Buffer; size: { width: number; height: number } }> {
  const half = (colour: { r: number; g: number; b: number }) =>
    sharp({ create: { width: 400, height: 800, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const full = await sharp({ create: { width: 400, height: 1600, channels: 3, background: '#000' } })
    .composite([
      { input: await half({ r: 220, g: 0, b: 0 }), top: 0, left: 0 },
      { input: await half({ r: 0, g: 0, b: 220 }), top: 800, left: 0 },
    ])
    .webp()
    .toBuffer();
  return { full, size: { width: 400, height: 1600 } };
}

async function meanColour(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats();
  return { r: channels[0]!.mean, b: channels[2]!.mean };
}

describe('renderCrop', () => {
  it('cuts each crop around the focal point: the top of a portrait, then its bottom', async () => {
    const { full, size } = await redOverBlue();
    for (const crop of ['card', 'hero', 'social'] as const) {
      const top = await meanColour(await renderCrop(full, size, crop, { x: 0.5, y: 0.1 }));
      const bottom = await meanColour(await renderCrop(full, size, crop, { x: 0.5, y: 0.9 }));
      expect(top.r, crop).toBeGreaterThan(150);
      expect(top.b, crop).toBeLessThan(60);
      expect(bottom.b, crop).toBeGreaterThan(150);
      expect(bottom.r, crop).toBeLessThan(60);
    }
  });

  it('answers the sizes each use needs: a 16:9 card and hero never enlarged, a 1200×630 social image', async () => {
    const { full, size } = await redOverBlue();
    const centre = { x: 0.5, y: 0.5 };
    expect(await sharp(await renderCrop(full, size, 'card', centre)).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 225,
    });
    expect(await sharp(await renderCrop(full, size, 'hero', centre)).metadata()).toMatchObject({
      width: 400,
      height: 225,
    });
    expect(await sharp(await renderCrop(full, size, 'social', centre)).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
  });
});
