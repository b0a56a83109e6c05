import { locationPageInputSchema } from '../../../src/shared/schemas/location-page';
import { isAdminRead, requireAdmin } from '../auth/verify-request';
import { readJson } from '../http/body';
import type { RouteHandler } from '../http/handler';
import { ok, written } from '../http/respond';
import { locationPages, prepareLocationPage } from './location-pages';

export const listLocationPages: RouteHandler = async (ctx) => {
  const admin = await isAdminRead(ctx);
  return ok(await locationPages.list(admin), admin ? 'no-store' : 'public');
};

export const getLocationPage: RouteHandler = async (ctx) => {
  const admin = await isAdminRead(ctx);
  return ok(await locationPages.getById(ctx.params.id ?? '', admin), admin ? 'no-store' : 'public');
};

export const getLocationPageBySlug: RouteHandler = async (ctx) =>
  ok(await locationPages.getBySlug(ctx.params.slug ?? ''));

export const createLocationPage: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  const page = prepareLocationPage(await readJson(ctx, locationPageInputSchema));
  return written(201, 'Location page created.', await locationPages.create(page));
};

export const updateLocationPage: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  const page = prepareLocationPage(await readJson(ctx, locationPageInputSchema));
  return written(200, 'Location page updated.', await locationPages.update(ctx.params.id ?? '', page));
};

export const deleteLocationPage: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  return written(200, 'Location page deleted.', await locationPages.remove(ctx.params.id ?? ''));
};
