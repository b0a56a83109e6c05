import { nextPublishTime } from '../../../src/shared/schedule';
import { isAdminRead, requireAdmin } from '../auth/verify-request';
import type { RequestContext } from '../core/context';
import type { RouteHandler } from '../core/handler';
import { ok, written, type JsonResult } from '../core/respond';
import type { Actor, RevisionSummary } from './revisions';
import type { TrashEntry } from './trash';

/** What the handlers need of a collection built by createPublishedCollection. */
type Collection<F> = {
  list(includeDrafts: boolean): Promise<unknown[]>;
  publicList(now?: number): Promise<{ records: unknown[]; pending: object[] }>;
  getById(id: string, includeDrafts: boolean): Promise<unknown>;
  getBySlug(slug: string): Promise<unknown>;
  isSlugAvailable(slug: string, excludeId?: string): Promise<{ available: boolean; redirectsTo?: string }>;
  create(fields: F, actor: Actor): Promise<unknown>;
  update(id: string, fields: F, actor: Actor): Promise<unknown>;
  remove(id: string, actor: Actor): Promise<unknown>;
  listRevisions(id: string): Promise<RevisionSummary[]>;
  getRevision(id: string, revisionId: string): Promise<unknown>;
  restoreRevision(id: string, revisionId: string, actor: Actor): Promise<unknown>;
  listTrash(): Promise<TrashEntry[]>;
  restoreFromTrash(id: string, actor: Actor): Promise<unknown>;
  deleteForever(id: string): Promise<unknown>;
};

/** The public answers' usual lifetimes (core/respond.ts): browsers 60 s, the CDN 600 s. */
const BROWSER_MAX_AGE_S = 60;
const CDN_MAX_AGE_S = 600;

/**
 * A public list that leaves out a record waiting for its time may be cached only until that time: its
 * lifetimes are capped at the seconds left, so no cache holds the record back past its time.
 */
function publicAnswer(data: unknown, pending: object[], now: number): JsonResult {
  const answer = ok(data);
  const next = nextPublishTime(pending as { publishAt?: string }[], now);
  if (next === null) return answer;
  const left = Math.max(0, Math.ceil((next - now) / 1000));
  const cacheControl = `public, max-age=${Math.min(BROWSER_MAX_AGE_S, left)}, s-maxage=${Math.min(CDN_MAX_AGE_S, left)}`;
  return { ...answer, headers: { 'Cache-Control': cacheControl } };
}

const actorOf = async (ctx: RequestContext): Promise<Actor> => {
  const { uid, email } = await requireAdmin(ctx);
  return { uid, ...(email ? { email } : {}) };
};

/**
 * The routes every published collection has: list, by id, by slug, create, update, delete (to the trash),
 * the revision history and the trash. Reads with a valid admin token include drafts and scheduled records and
 * are never cached; every write and every history or trash call needs an admin (401 anonymous, 403 non-admin).
 */
export function createPublishedHandlers<F>(
  collection: Collection<F>,
  options: { noun: string; readInput: (ctx: RequestContext) => Promise<F> },
) {
  const { noun, readInput } = options;
  const id = (ctx: RequestContext) => ctx.params.id ?? '';
  return {
    list: async (ctx) => {
      if (await isAdminRead(ctx)) return ok(await collection.list(true), 'no-store');
      const now = Date.now();
      const { records, pending } = await collection.publicList(now);
      return publicAnswer(records, pending, now);
    },
    getById: async (ctx) => {
      const admin = await isAdminRead(ctx);
      return ok(await collection.getById(id(ctx), admin), admin ? 'no-store' : 'public');
    },
    getBySlug: async (ctx) => ok(await collection.getBySlug(ctx.params.slug ?? '')),
    slugAvailability: async (ctx) => {
      await requireAdmin(ctx);
      const slug = ctx.params.slug ?? '';
      // `redirectsTo` (optional): the slug is another record's old address, which taking it ends.
      const answer = await collection.isSlugAvailable(slug, ctx.query.get('exclude') ?? undefined);
      return ok({ slug, ...answer }, 'no-store');
    },
    create: async (ctx) => {
      const actor = await actorOf(ctx);
      return written(201, `${noun} created.`, await collection.create(await readInput(ctx), actor));
    },
    update: async (ctx) => {
      const actor = await actorOf(ctx);
      return written(200, `${noun} updated.`, await collection.update(id(ctx), await readInput(ctx), actor));
    },
    remove: async (ctx) => {
      const actor = await actorOf(ctx);
      return written(200, `${noun} deleted.`, await collection.remove(id(ctx), actor));
    },
    listRevisions: async (ctx) => {
      await requireAdmin(ctx);
      return ok(await collection.listRevisions(id(ctx)), 'no-store');
    },
    getRevision: async (ctx) => {
      await requireAdmin(ctx);
      return ok(await collection.getRevision(id(ctx), ctx.params.revisionId ?? ''), 'no-store');
    },
    restoreRevision: async (ctx) => {
      const actor = await actorOf(ctx);
      const restored = await collection.restoreRevision(id(ctx), ctx.params.revisionId ?? '', actor);
      return written(200, `${noun} restored to the chosen version.`, restored);
    },
    listTrash: async (ctx) => {
      await requireAdmin(ctx);
      return ok(await collection.listTrash(), 'no-store');
    },
    restoreFromTrash: async (ctx) => {
      const actor = await actorOf(ctx);
      return written(200, `${noun} restored from the trash.`, await collection.restoreFromTrash(id(ctx), actor));
    },
    deleteForever: async (ctx) => {
      await requireAdmin(ctx);
      return written(200, `${noun} deleted forever.`, await collection.deleteForever(id(ctx)));
    },
  } satisfies Record<string, RouteHandler>;
}
