import { logger } from 'firebase-functions/logger';
import { HttpError } from '../core/http-error';
import { CENTRE, type FocalPoint } from '@shared/schemas/media';
import { detectImageType, type ImageType } from './detect-image-type';
import { focalCropRect, type Size } from './focal-crop';

/** A larger picture is either a decompression bomb or far more than a 1600 px web image needs. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const FULL_MAX_SIZE = 1600;
export const CARD_MAX_SIZE = 640;
export const WEBP_QUALITY = 80;

export const UNSUPPORTED_TYPE_MESSAGE = 'Upload a JPEG, PNG, WebP or AVIF image.';
export const INVALID_IMAGE_MESSAGE = 'The file is not a valid image.';
export const TOO_MANY_PIXELS_MESSAGE = `The image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels. Resize it and try again.`;

export type ProcessedImage = {
  sourceType: ImageType;
  /** At most FULL_MAX_SIZE on each side, WebP, no metadata. */
  full: Buffer;
  /** The 16:9 card crop around the centre (a new image has no focal point yet), at most CARD_MAX_SIZE wide. */
  card: Buffer;
  width: number;
  height: number;
};

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Checks the bytes, decodes them and re-encodes a full-size and a card-size WebP. Re-encoding means nothing
 * the client sent is stored verbatim: sharp drops EXIF (GPS position, camera serial), XMP and ICC metadata
 * unless asked to keep them, and a polyglot file cannot survive a decode and encode.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const sourceType = detectImageType(bytes);
  if (!sourceType) throw new HttpError(415, UNSUPPORTED_TYPE_MESSAGE);

  // Loaded here, not at the top: sharp's native binding is slow to load and most requests never need it.
  const { default: sharp } = await import('sharp');
  // limitInputPixels is checked against the header before any pixel is decoded. Only the first frame of an
  // animated WebP or AVIF is read (sharp's default), so frame count cannot multiply the cost either.
  // rotate() applies the EXIF orientation now, because the tag is dropped with the rest of the metadata.
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const encode = (maxSize: number) =>
    source
      .clone()
      .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });

  try {
    const full = await encode(FULL_MAX_SIZE);
    const card = await renderCrop(full.data, full.info, 'card', CENTRE);
    return { sourceType, full: full.data, card, width: full.info.width, height: full.info.height };
  } catch (error) {
    if (isPixelLimitError(error)) throw new HttpError(413, TOO_MANY_PIXELS_MESSAGE);
    // sharp's message says what libvips disliked; useful when an admin reports a photo that will not upload.
    logger.warn('Rejected an image that could not be decoded', {
      sourceType,
      bytes: bytes.length,
      reason: error instanceof Error ? error.message.slice(0, 200) : String(error),
    });
    throw new HttpError(415, INVALID_IMAGE_MESSAGE);
  }
}

/**
 * The crops cut from the full-size image around its focal point: the 16:9 cards and the page hero (the same box,
 * src/features/articles/components/article-art.css) and the 1200×630 link-preview image (og:image).
 */
export const CROPS = {
  card: { width: CARD_MAX_SIZE, height: 360, enlarge: false },
  hero: { width: FULL_MAX_SIZE, height: 900, enlarge: false },
  social: { width: 1200, height: 630, enlarge: true },
} as const;

export type CropName = keyof typeof CROPS;
export const CROP_NAMES = Object.keys(CROPS) as CropName[];

/**
 * One crop of a stored full-size image (already re-encoded by processImage), cut around the focal point. Cards and
 * the hero are never enlarged; the social image always has the size link previews expect.
 */
export async function renderCrop(full: Buffer, size: Size, crop: CropName, focal: FocalPoint): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const target = CROPS[crop];
  const rect = focalCropRect(size, target, focal);
  const width = target.enlarge ? target.width : Math.min(target.width, rect.width);
  const height = Math.max(1, Math.round((width * target.height) / target.width));
  return sharp(full, { limitInputPixels: MAX_INPUT_PIXELS })
    .extract(rect)
    .resize({ width, height, fit: 'fill' })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}
