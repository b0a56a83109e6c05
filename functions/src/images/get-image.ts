import { COLLECTIONS } from '@shared/collections';
import { CENTRE, IMAGE_NAME_PATTERN, mediaDocSchema } from '@shared/schemas/media';
import type { RequestContext } from '../core/context';
import { HttpError } from '../core/http-error';
import type { BinaryResult } from '../core/respond';
import { withDeadline } from '../data/firestore';
import { getImageStore } from './image-store';
import { renderCrop, type CropName } from './process-image';

/**
 * The crops change when an admin moves the focal point, under the same address, so they are not `immutable`:
 * browsers and the CDN keep them five minutes (decision 0021). The full-size image never changes.
 */
export const CROP_CACHE_CONTROL = 'public, max-age=300, s-maxage=300';

const noSuchImage = () => new HttpError(404, 'No such image.');

/** GET /api/images/:name — the full-size WebP (at most 1600 px a side). */
export async function getImage(ctx: RequestContext): Promise<BinaryResult> {
  const name = ctx.params.name;
  // Exactly the names uploadImage hands out; anything else cannot exist, so it is a 404 before any lookup.
  if (!name || !IMAGE_NAME_PATTERN.test(name)) throw noSuchImage();
  const binary = await getImageStore().read(`images/${name}`);
  if (!binary) throw noSuchImage();
  return { status: 200, binary, contentType: 'image/webp', cache: 'immutable' };
}

async function focalOf(name: string) {
  const doc = await withDeadline((db) => db.collection(COLLECTIONS.media).doc(name).get());
  if (!doc.exists) return CENTRE;
  const { focalX, focalY } = mediaDocSchema.parse(doc.data());
  return { x: focalX, y: focalY };
}

/**
 * A crop of a stored image around its focal point. Uploads and focal-point changes store every crop; an image
 * uploaded before the hero and social crops existed gets them cut here on first request, then stored.
 */
async function readCrop(crop: CropName, folder: string, name: string | undefined): Promise<BinaryResult> {
  if (!name || !IMAGE_NAME_PATTERN.test(name)) throw noSuchImage();
  const store = getImageStore();
  const headers = { 'Cache-Control': CROP_CACHE_CONTROL };
  const stored = await store.read(`${folder}/${name}`);
  if (stored) return { status: 200, binary: stored, contentType: 'image/webp', cache: 'public', headers };
  const full = await store.read(`images/${name}`);
  if (!full) throw noSuchImage();
  const { default: sharp } = await import('sharp');
  const { width = 1, height = 1 } = await sharp(full).metadata();
  const binary = await renderCrop(full, { width, height }, crop, await focalOf(name));
  await store.save(`${folder}/${name}`, binary, 'image/webp');
  return { status: 200, binary, contentType: 'image/webp', cache: 'public', headers };
}

/** GET /api/images/cards/:name — the 16:9 card crop, 640×360 at most. */
export const getCardImage = (ctx: RequestContext) => readCrop('card', 'images/cards', ctx.params.name);
/** GET /api/images/hero/:name — the 16:9 page-hero crop, 1600×900 at most. */
export const getHeroImage = (ctx: RequestContext) => readCrop('hero', 'images/hero', ctx.params.name);
/** GET /api/images/social/:name — the 1200×630 link-preview crop (og:image). */
export const getSocialImage = (ctx: RequestContext) => readCrop('social', 'images/social', ctx.params.name);
