import { nextPublishTime } from '@shared/schedule';
import { parseListQuery, type ListPage, type ListQuery, type ListStatus } from '@shared/schemas/list-query';
import { isAdminRead, requireAdmin } from '../auth/verify-request';
import type { RequestContext } from '../core/context';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { ok, written, type JsonResult } from '../core/respond';
import { NotFoundError } from '../data/errors';
import { createPresence } from './presence';
import { isValidId } from './published-collection';
import type { Actor, RevisionSummary } from './revisions';
import type { TrashEntry } from './trash';
import { etagOf, parseIfMatch, StaleVersionError, versionOf, type Precondition } from './versioning';

/** What the handlers need of a collection built by createPublishedCollection. */
type Collection<F> = {
  list(includeDrafts: boolean): Promise<unknown[]>;
  publicList(now?: number): Promise<{ records: unknown[]; pending: object[] }>;
  listPage(
    query: ListQuery,
    includeDrafts: boolean,
    now?: number,
  ): Promise<{ page: ListPage<unknown>; pending: object[] }>;
  getById(id: string, includeDrafts: boolean): Promise<unknown>;
  getBySlug(slug: string): Promise<unknown>;
  isSlugAvailable(slug: string, excludeId?: string): Promise<{ available: boolean; redirectsTo?: string }>;
  create(fields: F, actor: Actor): Promise<unknown>;
  update(id: string, fields: F, actor: Actor, precondition?: Precondition): Promise<unknown>;
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

/** A record as an admin reads or saves it: with its `version` (also sent as the ETag), for a later If-Match. */
function versioned(record: unknown): { data: object; headers: Record<string, string> } {
  const version = versionOf(record as object);
  return { data: { ...(record as object), version }, headers: { ETag: etagOf(version) } };
}

/** A stale save: 409 with the record as it is now, so the editor can show what changed and offer both versions. */
function conflictAnswer(error: StaleVersionError): JsonResult {
  const current = error.current as { version?: string } | null;
  return {
    status: 409,
    body: { status: 'error', message: error.message, reason: 'stale-version', current },
    cache: 'no-store',
    ...(current?.version ? { headers: { ETag: etagOf(current.version) } } : {}),
  };
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
  options: {
    noun: string;
    readInput: (ctx: RequestContext) => Promise<F>;
    /** The Firestore collection, which names its records' presence documents. */
    collectionName: string;
    /** The `status` values its list takes (location pages have no medical review). */
    listStatuses?: readonly ListStatus[];
  },
) {
  const { noun, readInput } = options;
  const id = (ctx: RequestContext) => ctx.params.id ?? '';
  const presence = createPresence(options.collectionName);
  const presenceId = (ctx: RequestContext) => {
    if (!isValidId(id(ctx))) throw new NotFoundError(`No ${noun.toLowerCase()} matches that address.`);
    return id(ctx);
  };
  return {
    list: async (ctx) => {
      // Without list parameters the answer stays what it always was: every record, newest first.
      const params = parseListQuery(ctx.query, options.listStatuses);
      if (params.kind === 'invalid') throw new HttpError(400, params.message);
      if (params.kind === 'query') {
        const now = Date.now();
        const admin = await isAdminRead(ctx);
        const { page, pending } = await collection.listPage(params.query, admin, now);
        return admin ? ok(page, 'no-store') : publicAnswer(page, pending, now);
      }
      if (await isAdminRead(ctx)) return ok(await collection.list(true), 'no-store');
      const now = Date.now();
      const { records, pending } = await collection.publicList(now);
      return publicAnswer(records, pending, now);
    },
    getById: async (ctx) => {
      const admin = await isAdminRead(ctx);
      const record = await collection.getById(id(ctx), admin);
      if (!admin) return ok(record, 'public');
      const { data, headers } = versioned(record);
      return { ...ok(data, 'no-store'), headers };
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
      const { data, headers } = versioned(await collection.create(await readInput(ctx), actor));
      return { ...written(201, `${noun} created.`, data), headers };
    },
    /** If-Match (optional): a save made from an older version answers 409 with the current record. */
    update: async (ctx) => {
      const precondition = parseIfMatch(ctx.req.headers['if-match']);
      if (precondition.kind === 'invalid') throw new HttpError(400, precondition.message);
      const actor = await actorOf(ctx);
      const input = await readInput(ctx);
      try {
        const { data, headers } = versioned(await collection.update(id(ctx), input, actor, precondition));
        return { ...written(200, `${noun} updated.`, data), headers };
      } catch (error) {
        if (error instanceof StaleVersionError) return conflictAnswer(error);
        throw error;
      }
    },
    /** The editor's heartbeat (every 30 s while open): records the caller, answers who else has the record open. */
    presence: async (ctx) => {
      const caller = await requireAdmin(ctx);
      return ok(await presence.heartbeat(presenceId(ctx), caller), 'no-store');
    },
    leavePresence: async (ctx) => {
      const caller = await requireAdmin(ctx);
      await presence.leave(presenceId(ctx), caller);
      return written(200, 'Left the editor.', { left: true });
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
      const restored = versioned(await collection.restoreRevision(id(ctx), ctx.params.revisionId ?? '', actor));
      return { ...written(200, `${noun} restored to the chosen version.`, restored.data), headers: restored.headers };
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
