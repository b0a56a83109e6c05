import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Image fixtures built in code, so the repository holds no binary test files. */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'avif';

export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A picture with a gradient and a few shapes rather than one flat colour, so encoders do real work. */
export async function buildImage(format: ImageFormat, width = 1200, height = 800): Promise<Uint8Array> {
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#1d6fa5"/><stop offset="1" stop-color="#f2b134"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      `<circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#fff" fill-opacity="0.6"/>` +
      `</svg>`,
  );
  const image = sharp({ create: { width, height, channels: 3, background: '#000' } }).composite([{ input: overlay }]);
  const encoded = {
    png: () => image.png(),
    // EXIF as a phone would add it; the API must not pass it on.
    jpeg: () => image.jpeg({ quality: 85 }).withExif({ IFD0: { Copyright: 'Clinic test', Artist: 'Test camera' } }),
    webp: () => image.webp(),
    avif: () => image.avif({ effort: 2 }),
  }[format]();
  return new Uint8Array(await encoded.toBuffer());
}

/** A real 1x1 PNG whose header claims width x height: what a decompression bomb looks like to a decoder. */
export async function buildPngClaiming(width: number, height: number): Promise<Uint8Array> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4), five one-byte fields, then the CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

export const isWebp = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' &&
  Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP';
