import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { invalidateReads, readThrough } from '../core/read-cache';
import { NotFoundError, SlugTakenError } from '../data/errors';
import { withDeadline } from '../data/firestore';
import { writeTime } from '../data/now';
import { toIsoString } from './timestamps';

type Fields = { slug_url: string; published: boolean };
type Stored<F> = F & { createdAt: string; updatedAt: string };

export type PublishedCollectionConfig<F extends Fields, IdField extends string> = {
  collection: string;
  /** Holds one document per slug so that a transaction can guarantee uniqueness. */
  slugCollection: string;
  idField: IdField;
  /** For messages: "blog", "location page". */
  label: string;
  /** Validates a stored document's fields; null when the document is malformed. */
  parseStored: (data: DocumentData) => F | null;
};

/**
 * Blogs and location pages share one lifecycle: drafts or published, unique slugs, public reads of
 * published records only (cached briefly), admin reads of everything (never cached).
 */
export function createPublishedCollection<F extends Fields, IdField extends string>(
  config: PublishedCollectionConfig<F, IdField>,
) {
  type Record = Stored<F> & { [K in IdField]: string };
  const { collection, slugCollection, idField, label } = config;
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

  async function write(id: string | null, fields: F): Promise<Record> {
    const now = await writeTime();
    const savedId = await withDeadline((db) =>
      db.runTransaction(async (tx) => {
        const ref = id ? db.collection(collection).doc(id) : db.collection(collection).doc();
        const [existing, claim] = await Promise.all([
          id ? tx.get(ref) : Promise.resolve(null),
          tx.get(slugRef(db, fields.slug_url)),
        ]);
        if (id && !existing?.exists) throw notFound();
        if (claim.exists && claim.get('id') !== ref.id) throw slugTaken(fields.slug_url);
        const previousSlug = existing?.get('slug_url') as string | undefined;
        if (previousSlug && previousSlug !== fields.slug_url) tx.delete(slugRef(db, previousSlug));
        tx.set(slugRef(db, fields.slug_url), { id: ref.id });
        tx.set(ref, { ...fields, createdAt: existing?.get('createdAt') ?? now, updatedAt: now });
        return ref.id;
      }),
    );
    invalidateReads(`${collection}:`);
    const saved = await loadById(savedId);
    if (!saved) throw new Error(`The ${label} was saved but could not be read back.`);
    return saved;
  }

  return {
    list: (includeDrafts: boolean) =>
      includeDrafts ? loadList(true) : readThrough(`${collection}:list`, () => loadList(false)),

    async getById(id: string, includeDrafts: boolean): Promise<Record> {
      const record = includeDrafts
        ? await loadById(id)
        : await readThrough(`${collection}:id:${id}`, () => loadById(id));
      if (!record || (!includeDrafts && !record.published)) throw notFound();
      return record;
    },

    async getBySlug(slug: string): Promise<Record> {
      const record = await readThrough(`${collection}:slug:${slug}`, () => loadBySlug(slug));
      if (!record) throw notFound();
      return record;
    },

    /** For the admin form's early clash check; the transaction in write() stays the real guarantee. */
    async isSlugAvailable(slug: string, excludeId?: string): Promise<boolean> {
      const claim = await withDeadline((db) => slugRef(db, slug).get());
      return !claim.exists || claim.get('id') === excludeId;
    },

    create: (fields: F) => write(null, fields),

    update: (id: string, fields: F) => {
      if (!isValidId(id)) throw notFound();
      return write(id, fields);
    },

    async remove(id: string): Promise<{ [K in IdField]: string }> {
      if (!isValidId(id)) throw notFound();
      await withDeadline((db) =>
        db.runTransaction(async (tx) => {
          const ref = db.collection(collection).doc(id);
          const existing = await tx.get(ref);
          if (!existing.exists) throw notFound();
          const slug = existing.get('slug_url') as string | undefined;
          const claim = slug ? await tx.get(slugRef(db, slug)) : null;
          tx.delete(ref);
          if (slug && claim?.get('id') === id) tx.delete(slugRef(db, slug));
        }),
      );
      invalidateReads(`${collection}:`);
      return { [idField]: id } as { [K in IdField]: string };
    },
  };
}

// Firestore ids: no slashes, not "." or "..", at most 1500 bytes; ours are generated or fixed seed ids.
function isValidId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id);
}
