import type { DocumentData, Firestore, Timestamp } from 'firebase-admin/firestore';
import { NotFoundError, SlugTakenError } from '../data/errors';
import { withDeadline } from '../data/firestore';
import { clockTime, serverTime } from '../data/now';
import { isTrashExpired, trashExpiry } from './retention';
import { readSlugClaim } from './slug-claims';
import type { Actor, RevisionStore } from './revisions';
import { toIsoString } from './timestamps';
import type { TrashEntry } from '@shared/record-history';

type Fields = { slug_url: string };

type TrashConfig<F, R> = {
  collection: string;
  trashCollection: string;
  slugCollection: string;
  label: string;
  titleOf: (fields: F) => string;
  parse: (data: DocumentData) => F | null;
  toRecord: (id: string, data: DocumentData | undefined) => R | null;
  revisions: RevisionStore<F>;
  isValidId: (id: string) => boolean;
  afterChange: () => void;
};

export type { TrashEntry };

/**
 * Deleting moves a record to `{trashCollection}/{id}` with the same id; its slug claim stays, so its address
 * stays reserved. It can be restored for 30 days (`expireAt`, which a Firestore TTL policy also uses to remove
 * the entry), or deleted forever with its revisions.
 */
export function createTrash<F extends Fields, R>(config: TrashConfig<F, R>) {
  const { label } = config;
  const gone = () => new NotFoundError(`This ${label} is no longer in the trash.`);
  const notFound = () => new NotFoundError(`No ${label} matches that address.`);
  const live = (db: Firestore, id: string) => db.collection(config.collection).doc(id);
  const trashed = (db: Firestore, id: string) => db.collection(config.trashCollection).doc(id);
  const slugRef = (db: Firestore, slug: string) => db.collection(config.slugCollection).doc(slug);

  async function purge(id: string, slug: string | undefined): Promise<void> {
    await withDeadline((db) =>
      db.runTransaction(async (tx) => {
        const claim = slug ? await tx.get(slugRef(db, slug)) : null;
        // Its old addresses too: a record deleted forever leaves no redirect behind (decision 0024).
        const redirects = await tx.get(db.collection(config.slugCollection).where('redirectTo', '==', id));
        tx.delete(trashed(db, id));
        if (slug && claim?.get('id') === id) tx.delete(slugRef(db, slug));
        for (const doc of redirects.docs) tx.delete(doc.ref);
      }),
    );
    await config.revisions.removeAll(id);
  }

  return {
    async moveToTrash(id: string, actor: Actor): Promise<void> {
      if (!config.isValidId(id)) throw notFound();
      const [now, stamp] = await Promise.all([clockTime(), serverTime()]);
      const { Timestamp: Stamp } = await import('firebase-admin/firestore');
      await withDeadline((db) =>
        db.runTransaction(async (tx) => {
          const existing = await tx.get(live(db, id));
          if (!existing.exists) throw notFound();
          tx.set(trashed(db, id), {
            record: existing.data(),
            deletedAt: stamp,
            deletedBy: actor.email || actor.uid,
            expireAt: Stamp.fromMillis(trashExpiry(now.toMillis())),
          });
          tx.delete(live(db, id));
        }),
      );
      config.afterChange();
    },

    /** Entries still restorable, newest deletion first. Expired ones found on the way are removed for good. */
    async list(now = Date.now()): Promise<TrashEntry[]> {
      const snapshot = await withDeadline((db) =>
        db.collection(config.trashCollection).orderBy('deletedAt', 'desc').get(),
      );
      const entries: TrashEntry[] = [];
      const expired: { id: string; slug?: string }[] = [];
      for (const doc of snapshot.docs) {
        const record = (doc.get('record') ?? {}) as DocumentData;
        const expiresAt = (doc.get('expireAt') as Timestamp | undefined)?.toMillis() ?? 0;
        if (isTrashExpired(expiresAt, now)) {
          expired.push({ id: doc.id, slug: record.slug_url as string | undefined });
          continue;
        }
        const { createdAt: _c, updatedAt: _u, ...stored } = record;
        const fields = config.parse(stored);
        entries.push({
          id: doc.id,
          title: fields ? config.titleOf(fields) : '',
          slug_url: typeof record.slug_url === 'string' ? record.slug_url : '',
          deletedAt: toIsoString(doc.get('deletedAt')),
          deletedBy: typeof doc.get('deletedBy') === 'string' ? (doc.get('deletedBy') as string) : '',
          expiresAt: new Date(expiresAt).toISOString(),
        });
      }
      await Promise.all(expired.map(({ id, slug }) => purge(id, slug)));
      return entries;
    },

    /** Puts the record back with its id, address, content and creation time; the return is a revision too. */
    async restore(id: string, actor: Actor): Promise<R> {
      if (!config.isValidId(id)) throw gone();
      const [now, stamp] = await Promise.all([clockTime(), serverTime()]);
      await withDeadline((db) =>
        db.runTransaction(async (tx) => {
          const entry = await tx.get(trashed(db, id));
          const expiresAt = (entry.get('expireAt') as Timestamp | undefined)?.toMillis() ?? 0;
          if (!entry.exists || isTrashExpired(expiresAt, now.toMillis())) throw gone();
          const record = entry.get('record') as DocumentData;
          const slug = record.slug_url as string;
          const claim = await tx.get(slugRef(db, slug));
          const holder = readSlugClaim(claim.data());
          // Another record's old address (a redirect) does not stop this one coming back; it ends the redirect.
          if (holder.kind === 'held' && holder.id !== id) {
            throw new SlugTakenError(`Another ${label} now uses the address "${slug}", so this one cannot come back.`);
          }
          tx.set(slugRef(db, slug), { id });
          tx.set(live(db, id), { ...record, updatedAt: stamp });
          tx.delete(trashed(db, id));
          const { createdAt: _c, updatedAt: _u, ...rest } = record;
          const fields = config.parse(rest);
          if (fields) config.revisions.add(tx, db, id, { fields, at: stamp, actor, action: 'restore' });
        }),
      );
      config.afterChange();
      const restored = await withDeadline((db) => live(db, id).get());
      const record = config.toRecord(id, restored.data());
      if (!record) throw new Error(`The ${label} was restored but could not be read back.`);
      return record;
    },

    /** Removes a trashed record, its address claim and every revision, for good. */
    async deleteForever(id: string): Promise<{ id: string }> {
      if (!config.isValidId(id)) throw gone();
      const entry = await withDeadline((db) => trashed(db, id).get());
      if (!entry.exists) throw gone();
      await purge(id, (entry.get('record') as DocumentData | undefined)?.slug_url as string | undefined);
      return { id };
    },
  };
}
