import { isAdminRead, requireAdmin } from '../auth/verify-request';
import type { RequestContext } from '../core/context';
import type { RouteHandler } from '../core/handler';
import { ok, written } from '../core/respond';

/** What the handlers need of a collection built by createPublishedCollection. */
type Collection<F> = {
  list(includeDrafts: boolean): Promise<unknown[]>;
  getById(id: string, includeDrafts: boolean): Promise<unknown>;
  getBySlug(slug: string): Promise<unknown>;
  isSlugAvailable(slug: string, excludeId?: string): Promise<boolean>;
  create(fields: F): Promise<unknown>;
  update(id: string, fields: F): Promise<unknown>;
  remove(id: string): Promise<unknown>;
};

/**
 * The six routes every published collection has (list, by id, by slug, create, update, delete).
 * Reads with a valid admin token include drafts and are never cached; every write needs an admin.
 */
export function createPublishedHandlers<F>(
  collection: Collection<F>,
  options: { noun: string; readInput: (ctx: RequestContext) => Promise<F> },
): Record<'list' | 'getById' | 'getBySlug' | 'slugAvailability' | 'create' | 'update' | 'remove', RouteHandler> {
  const { noun, readInput } = options;
  return {
    list: async (ctx) => {
      const admin = await isAdminRead(ctx);
      return ok(await collection.list(admin), admin ? 'no-store' : 'public');
    },
    getById: async (ctx) => {
      const admin = await isAdminRead(ctx);
      return ok(await collection.getById(ctx.params.id ?? '', admin), admin ? 'no-store' : 'public');
    },
    getBySlug: async (ctx) => ok(await collection.getBySlug(ctx.params.slug ?? '')),
    slugAvailability: async (ctx) => {
      await requireAdmin(ctx);
      const slug = ctx.params.slug ?? '';
      const available = await collection.isSlugAvailable(slug, ctx.query.get('exclude') ?? undefined);
      return ok({ slug, available }, 'no-store');
    },
    create: async (ctx) => {
      await requireAdmin(ctx);
      return written(201, `${noun} created.`, await collection.create(await readInput(ctx)));
    },
    update: async (ctx) => {
      await requireAdmin(ctx);
      return written(200, `${noun} updated.`, await collection.update(ctx.params.id ?? '', await readInput(ctx)));
    },
    remove: async (ctx) => {
      await requireAdmin(ctx);
      return written(200, `${noun} deleted.`, await collection.remove(ctx.params.id ?? ''));
    },
  };
}
