import type { RequestContext } from '../core/context';
import { HttpError } from '../core/http-error';
import type { BinaryResult } from '../core/respond';
import { getImageStore } from './image-store';

/** Exactly the names uploadImage hands out; anything else cannot exist, so it is a 404 before any lookup. */
const IMAGE_NAME = /^[a-f0-9]{32}\.webp$/;

async function readStoredImage(folder: 'images' | 'images/cards', name: string | undefined): Promise<BinaryResult> {
  if (!name || !IMAGE_NAME.test(name)) throw new HttpError(404, 'No such image.');
  const binary = await getImageStore().read(`${folder}/${name}`);
  if (!binary) throw new HttpError(404, 'No such image.');
  return { status: 200, binary, contentType: 'image/webp', cache: 'immutable' };
}

/** GET /api/images/:name — the full-size WebP (at most 1600 px a side). */
export function getImage(ctx: RequestContext): Promise<BinaryResult> {
  return readStoredImage('images', ctx.params.name);
}

/** GET /api/images/cards/:name — the card-size WebP (at most 640 px a side). */
export function getCardImage(ctx: RequestContext): Promise<BinaryResult> {
  return readStoredImage('images/cards', ctx.params.name);
}
