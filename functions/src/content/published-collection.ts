import type { DocumentData, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { invalidateReads, readThrough } from '../core/read-cache';
import { InvalidInputError, MovedError, NotFoundError, SlugTakenError } from '../data/errors';
import { withDeadline } from '../data/firestore';
import { transactOneAtATime } from '../data/lease';
import { clockTime, serverTime } from '../data/now';
import { isSlug } from '@shared/slug';
import type { ListPage, ListQuery } from '@shared/schemas/list-query';
import type { StoredRecord } from '@shared/schemas/stored-record';
import type { ListSummary } from './list-params';
import { createListScan, type SummaryConfig } from './list-scan';
import { isTrashExpired } from './retention';
import { createRevisionStore, type Actor, type RevisionAction } from './revisions';
import { readSlugClaim, resolveSlug, slugClaimWrites, type SlugClaim } from './slug-claims';
import { toIsoString } from './timestamps';
import { createTrash } from './trash';
import { preconditionHolds, StaleVersionError, versionOf, type Precondition } from './versioning';

type Fields = { slug_url: string; published: boolean };

export type PublishedCollectionConfig<F extends Fields, IdField extends string> = {
  collection: string;
  /** Holds one document per slug so that a transaction can guarantee uniqueness. */
  slugCollection: string;
  /** Deleted records, restorable for 30 days under the same id (the slug stays claimed meanwhile). */
  trashCollection: string;
  idField: IdField;
  /** For messages: "blog", "location page". */
  label: string;
  /** Validates a stored document's fields; null when the document is malformed. */
  parseStored: (data: DocumentData) => F | null;
  /** What the admin's lists call a version or a deleted record. */
  titleOf: (fields: F) => string;
  /** Whether the public may see a record at `now` (ms); published records by default. */
  isPublic?: (fields: F, now: number) => boolean;
  /** What the paged lists filter and sort on: the stored fields to project and how to read them. */
  listFields: SummaryConfig['listFields'];
  summarize: SummaryConfig['summarize'];
};

/**
 * Blogs and location pages share one lifecycle: drafts or published, unique slugs, public reads of
 * public records only (cached briefly), admin reads of everything (never cached), a revision kept for every
 * write, and deletes that go to a trash first.
 */
export function createPublishedCollection<F extends Fields, IdField extends string>(
  config: PublishedCollectionConfig<F, IdField>,
) {
  type Record = StoredRecord<F, IdField>;
  const { collection, slugCollection, idField, label } = config;
  const isPublic = config.isPublic ?? ((fields: F) => fields.published);
  const notFound = () => new NotFoundError(`No ${label} matches that address.`);
  const slugTaken = (slug: string) =>
    new SlugTakenError(`Another ${label} already uses the address "${slug}". Choose a different slug.`);

  function toRecord(id: string, data: DocumentData | undefined): Record | null {
    if (!data) return null;
    const { createdAt, updatedAt, ...rest } = data;
    const fields = config.parseStored(rest);
    if (!fields) {
      logger.warn(`Skipped a malformed ${label} document`, { collection, id });
      return null;
    }
    return { [idField]: id, ...fields, createdAt: toIsoString(createdAt), updatedAt: toIsoString(updatedAt) } as Record;
  }

  async function loadList(includeDrafts: boolean): Promise<Record[]> {
    const snapshot = await withDeadline((db) => {
      const base = db.collection(collection);
      const query = includeDrafts ? base : base.where('published', '==', true);
      return query.orderBy('createdAt', 'desc').get();
    });
    return snapshot.docs.map((doc) => toRecord(doc.id, doc.data())).filter((r): r is Record => r !== null);
  }

  async function loadById(id: string): Promise<Record | null> {
    if (!isValidId(id)) return null;
    const doc = await withDeadline((db) => db.collection(collection).doc(id).get());
    return toRecord(doc.id, doc.data());
  }

  async function loadBySlug(slug: string): Promise<Record | null> {
    const snapshot = await withDeadline((db) =>
      db.collection(collection).where('slug_url', '==', slug).where('published', '==', true).limit(1).get(),
    );
    const doc = snapshot.docs[0];
    return doc ? toRecord(doc.id, doc.data()) : null;
  }

  const slugRef = (db: Firestore, slug: string) => db.collection(slugCollection).doc(slug);

  /** A slug's claim and, when it is an old address, the record it now belongs to (live, or null). */
  async function loadClaim(slug: string): Promise<{ claim: SlugClaim; target: Record | null }> {
    if (!isSlug(slug)) return { claim: { kind: 'free' }, target: null };
    const doc = await withDeadline((db) => slugRef(db, slug).get());
    const claim = readSlugClaim(doc.data());
    return { claim, target: claim.kind === 'redirect' ? await loadById(claim.to) : null };
  }

  /** The current slug of the public record this slug is an old address of, or null. */
  async function movedTo(slug: string, now: number): Promise<string | null> {
    const { claim, target } = await readThrough(`${collection}:claim:${slug}`, () => loadClaim(slug));
    const where = resolveSlug(slug, claim, () => (target && isPublic(target, now) ? target.slug_url : null));
    return where.kind === 'redirect' ? where.slug : null;
  }

  const revisions = createRevisionStore<F>({ collection, label, titleOf: config.titleOf, parse: config.parseStored });

  /**
   * Whether a slug claim still belongs to someone: a live record, or one in the trash within its 30 days. A
   * claim left behind by a trash entry that expired (Firestore's TTL removes those) frees the address.
   */
  async function claimIsLive(tx: Transaction, db: Firestore, claimedId: string, now: number): Promise<boolean> {
    const [live, trashed] = await Promise.all([
      tx.get(db.collection(collection).doc(claimedId)),
      tx.get(db.collection(config.trashCollection).doc(claimedId)),
    ]);
    if (live.exists) return true;
    const expiresAt = (trashed.get('expireAt') as Timestamp | undefined)?.toMillis();
    return trashed.exists && expiresAt !== undefined && !isTrashExpired(expiresAt, now);
  }

  async function write(
    id: string | null,
    fields: F,
    actor: Actor,
    action: RevisionAction,
    precondition: Precondition = { kind: 'none' },
    note?: string,
  ): Promise<Record> {
    const [now, stamp] = await Promise.all([clockTime(), serverTime()]);
    const save = async (tx: Transaction, db: Firestore) => {
      const ref = id ? db.collection(collection).doc(id) : db.collection(collection).doc();
      const [existing, claim] = await Promise.all([
        id ? tx.get(ref) : Promise.resolve(null),
        tx.get(slugRef(db, fields.slug_url)),
      ]);
      if (id && !existing?.exists) throw notFound();
      // Inside the transaction (and the lease): no other save can land between this check and this write.
      if (existing && precondition.kind !== 'none') {
        const current = toRecord(ref.id, existing.data());
        if (!preconditionHolds(precondition, current ? versionOf(current) : null)) {
          throw new StaleVersionError(
            current ? { ...current, version: versionOf(current) } : null,
            `Someone else saved this ${label} after you opened it. Compare the changes, then keep yours or take theirs.`,
          );
        }
      }
      // An old address of another record (a redirect) is no obstacle: taking it ends that redirect.
      const held = readSlugClaim(claim.data());
      if (held.kind === 'held' && held.id !== ref.id && (await claimIsLive(tx, db, held.id, now.toMillis()))) {
        throw slugTaken(fields.slug_url);
      }
      // A rename leaves the old address redirecting to this record (decision 0024).
      const previousSlug = existing?.get('slug_url') as string | undefined;
      for (const { slug, data } of slugClaimWrites(ref.id, previousSlug, fields.slug_url)) {
        tx.set(slugRef(db, slug), data);
      }
      tx.set(ref, { ...fields, createdAt: existing?.get('createdAt') ?? stamp, updatedAt: stamp });
      revisions.add(tx, db, ref.id, { fields, at: stamp, actor, action, ...(note ? { note } : {}) });
      return ref.id;
    };
    // Saves of one record take turns (data/lease.ts) instead of fighting over its lock; a new record has no rivals.
    const savedId = id
      ? await transactOneAtATime(`${collection}/${id}`, save)
      : await withDeadline((db) => db.runTransaction((tx) => save(tx, db)));
    invalidateReads(`${collection}:`);
    await revisions.trim(savedId);
    const saved = await loadById(savedId);
    if (!saved) throw new Error(`The ${label} was saved but could not be read back.`);
    return saved;
  }

  const trash = createTrash<F, Record>({
    collection,
    trashCollection: config.trashCollection,
    slugCollection,
    label,
    titleOf: config.titleOf,
    parse: config.parseStored,
    toRecord,
    revisions,
    isValidId,
    afterChange: () => invalidateReads(`${collection}:`),
  });

  const visible = (now: number) => (record: Record) => isPublic(record, now);
  async function publicList(now = Date.now()): Promise<{ records: Record[]; pending: Record[] }> {
    const all = await readThrough(`${collection}:list`, () => loadList(false));
    return { records: all.filter(visible(now)), pending: all.filter((r) => !isPublic(r, now)) };
  }

  const scan = createListScan<Record>(
    { collection, listFields: config.listFields, summarize: config.summarize },
    toRecord,
  );
  const summaryOf = (record: Record): ListSummary => ({
    id: record[idField],
    ...config.summarize(record),
    createdAtMs: Date.parse(record.createdAt) || 0,
    updatedAtMs: Date.parse(record.updatedAt) || 0,
  });

  return {
    /**
     * Public reads filter at the moment of the request, after the short read cache: a record whose time
     * comes is public at once, and a cached list can never show one early.
     */
    async list(includeDrafts: boolean, now = Date.now()): Promise<Record[]> {
      if (includeDrafts) return loadList(true);
      return (await readThrough(`${collection}:list`, () => loadList(false))).filter(visible(now));
    },

    /** The public list and the time (ms) the next scheduled record goes public, if any (for cache lifetimes). */
    publicList,

    /**
     * One page of a list with the optional list parameters: the admin's from a projected scan of every
     * record, the public's from the cached public list.
     */
    async listPage(query: ListQuery, includeDrafts: boolean, now = Date.now()) {
      if (includeDrafts) return { page: await scan.adminPage(query, now), pending: [] as Record[] };
      const { records, pending } = await publicList(now);
      const page: ListPage<Record> = scan.pageOfRecords(records, (r) => r[idField], summaryOf, query, now);
      return { page, pending };
    },

    async getById(id: string, includeDrafts: boolean, now = Date.now()): Promise<Record> {
      const record = includeDrafts
        ? await loadById(id)
        : await readThrough(`${collection}:id:${id}`, () => loadById(id));
      if (!record || (!includeDrafts && !isPublic(record, now))) throw notFound();
      return record;
    },

    async getBySlug(slug: string, now = Date.now()): Promise<Record> {
      // A string no record can hold is answered before any read (and never becomes a read-cache key).
      if (!isSlug(slug)) throw notFound();
      const record = await readThrough(`${collection}:slug:${slug}`, () => loadBySlug(slug));
      if (record && isPublic(record, now)) return record;
      const moved = await movedTo(slug, now);
      if (moved) throw new MovedError(`This ${label} has moved to the address "${moved}".`, moved);
      throw notFound();
    },

    /** For the pages function: the current slug of the public record whose old address this is, or null. */
    redirectFor: (slug: string, now = Date.now()) => movedTo(slug, now),

    /** For the admin form's early clash check; the transaction in write() stays the real guarantee. */
    async isSlugAvailable(slug: string, excludeId?: string): Promise<{ available: boolean; redirectsTo?: string }> {
      if (!isSlug(slug)) throw new InvalidInputError('slug: Use lowercase letters, digits and hyphens only.');
      return withDeadline((db) =>
        db.runTransaction(async (tx) => {
          const claim = readSlugClaim((await tx.get(slugRef(db, slug))).data());
          if (claim.kind === 'redirect' && claim.to !== excludeId) {
            // Free to take, but it is another record's old address: taking it ends that record's redirect.
            const target = await tx.get(db.collection(collection).doc(claim.to));
            const current = target.get('slug_url') as string | undefined;
            return { available: true, ...(current ? { redirectsTo: current } : {}) };
          }
          if (claim.kind !== 'held' || claim.id === excludeId) return { available: true };
          return { available: !(await claimIsLive(tx, db, claim.id, Date.now())) };
        }),
      );
    },

    create: (fields: F, actor: Actor) => write(null, fields, actor, 'create'),

    /**
     * `precondition` from If-Match: a save made from an older version fails with StaleVersionError. `note` (optional)
     * says in the history why this version was saved.
     */
    update: (id: string, fields: F, actor: Actor, precondition?: Precondition, note?: string) => {
      if (!isValidId(id)) throw notFound();
      return write(id, fields, actor, 'update', precondition, note);
    },

    /** The versions of a record, newest first (the record may be live or in the trash). */
    listRevisions: (id: string) => (isValidId(id) ? revisions.list(id) : Promise.reject(notFound())),

    getRevision: (id: string, revisionId: string) =>
      isValidId(id) && isValidId(revisionId) ? revisions.get(id, revisionId) : Promise.reject(notFound()),

    /** Puts an older version back; the restore is itself a new revision. */
    async restoreRevision(id: string, revisionId: string, actor: Actor): Promise<Record> {
      if (!isValidId(id) || !isValidId(revisionId)) throw notFound();
      const revision = await revisions.get(id, revisionId);
      return write(id, revision.fields, actor, 'restore');
    },

    /** DELETE: the record leaves every list and goes to the trash, keeping its id and its address. */
    remove: async (id: string, actor: Actor): Promise<{ [K in IdField]: string }> => {
      await trash.moveToTrash(id, actor);
      return { [idField]: id } as { [K in IdField]: string };
    },

    listTrash: () => trash.list(),
    restoreFromTrash: (id: string, actor: Actor) => trash.restore(id, actor),
    deleteForever: (id: string) => trash.deleteForever(id),
  };
}

// Firestore ids: no slashes, not "." or "..", at most 1500 bytes; ours are generated or fixed seed ids.
export function isValidId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id);
}
