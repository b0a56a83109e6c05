import { describeUsage, IMAGE_NAME_PATTERN, mediaListQuerySchema, mediaUpdateSchema } from '@shared/schemas/media';
import { requireAdmin } from '../auth/verify-request';
import { describeIssue, readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { ok, written } from '../core/respond';
import { deleteMedia, getMedia, listMedia, MediaInUseError, updateMedia } from './media-store';

/** The `:name` of a media address, checked before any lookup: only names uploads hand out can exist. */
function nameOf(params: Record<string, string | undefined>): string {
  const name = params.name ?? '';
  if (!IMAGE_NAME_PATTERN.test(name)) {
    throw new HttpError(404, 'No image has that name. Names look like 0123…cdef.webp; pick one from the library.');
  }
  return name;
}

/** GET /api/media?limit=25|50&cursor=…[&filter=unused|missing-alt][&order=newest|oldest]: one page of the library. */
export const listMediaHandler: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  const query = mediaListQuerySchema.safeParse(Object.fromEntries(ctx.query));
  if (!query.success) throw new HttpError(400, describeIssue(query.error));
  const page = await listMedia(query.data);
  return { status: 200, body: { status: 'success', ...page }, cache: 'no-store' };
};

export const getMediaHandler: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  return ok(await getMedia(nameOf(ctx.params)), 'no-store');
};

/** PUT /api/media/:name with `alt` and/or `focal` {x, y} (fractions; outside 0..1 is clamped). */
export const updateMediaHandler: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  const name = nameOf(ctx.params);
  const update = await readJson(ctx, mediaUpdateSchema);
  const item = await updateMedia(name, update);
  return written(200, update.focal ? 'Saved. The crops now centre on the new focal point.' : 'Saved.', item);
};

/** DELETE /api/media/:name: only an image nothing uses; otherwise 409 naming each place, and nothing is removed. */
export const deleteMediaHandler: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  const name = nameOf(ctx.params);
  try {
    await deleteMedia(name);
  } catch (error) {
    if (!(error instanceof MediaInUseError)) throw error;
    const places = error.usedIn.map(describeUsage);
    return {
      status: 409,
      body: {
        status: 'error',
        message: `This image is still used by ${places.join('; ')}. Remove it there first, then delete it.`,
        usedIn: error.usedIn,
      },
      cache: 'no-store',
    };
  }
  return written(200, 'Image deleted.', { name });
};
