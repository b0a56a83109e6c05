import type { DocumentData, FieldValue, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { NotFoundError } from '../data/errors';
import { withDeadline } from '../data/firestore';
import { revisionsBeyond } from './retention';
import type { RevisionAction, RevisionSummary } from '@shared/record-history';
import { toIsoString } from './timestamps';

/** Who made a change: the admin's account (the email when the token has one, else the uid). */
export type Actor = { uid: string; email?: string };

export type { RevisionAction, RevisionSummary };

type StoreConfig<F> = {
  collection: string;
  label: string;
  titleOf: (fields: F) => string;
  parse: (data: DocumentData) => F | null;
};

const SUBCOLLECTION = 'revisions';

/**
 * Every create, update and restore of a record keeps the record as it was written, in the record's
 * `revisions` subcollection (server-only: the security rules deny clients). The latest 50 are kept.
 */
export function createRevisionStore<F>(config: StoreConfig<F>) {
  const revisionsOf = (db: Firestore, id: string) => db.collection(config.collection).doc(id).collection(SUBCOLLECTION);
  const notFound = () => new NotFoundError(`No version of this ${config.label} matches that address.`);

  function summary(id: string, data: DocumentData): RevisionSummary & { fields: F | null } {
    const fields = config.parse((data.fields ?? {}) as DocumentData);
    return {
      revision_id: id,
      at: toIsoString(data.at),
      by: typeof data.by === 'string' ? data.by : '',
      action: (['create', 'update', 'restore'].includes(data.action) ? data.action : 'update') as RevisionAction,
      title: fields ? config.titleOf(fields) : '',
      ...(typeof data.note === 'string' && data.note ? { note: data.note } : {}),
      fields,
    };
  }

  return {
    /** Added inside the write's own transaction, so a record never changes without its revision. */
    add(
      tx: Transaction,
      db: Firestore,
      id: string,
      entry: { fields: F; at: Timestamp | FieldValue; actor: Actor; action: RevisionAction; note?: string },
    ) {
      tx.set(revisionsOf(db, id).doc(), {
        fields: entry.fields,
        at: entry.at,
        by: entry.actor.email || entry.actor.uid,
        action: entry.action,
        ...(entry.note ? { note: entry.note } : {}),
      });
    },

    async list(id: string): Promise<RevisionSummary[]> {
      const snapshot = await withDeadline((db) => revisionsOf(db, id).orderBy('at', 'desc').get());
      return snapshot.docs.map((doc) => {
        const { fields: _fields, ...rest } = summary(doc.id, doc.data());
        return rest;
      });
    },

    async get(id: string, revisionId: string): Promise<RevisionSummary & { fields: F }> {
      const doc = await withDeadline((db) => revisionsOf(db, id).doc(revisionId).get());
      const data = doc.data();
      if (!data) throw notFound();
      const found = summary(doc.id, data);
      if (!found.fields) throw notFound();
      return { ...found, fields: found.fields };
    },

    /** Deletes all but the newest 50 (after the write, outside its transaction: a late trim loses nothing). */
    async trim(id: string): Promise<void> {
      await withDeadline(async (db) => {
        const snapshot = await revisionsOf(db, id).select('at').get();
        const all = snapshot.docs.map((doc) => ({
          id: doc.id,
          at: (doc.get('at') as Timestamp | undefined)?.toMillis() ?? 0,
        }));
        const extra = revisionsBeyond(all);
        if (extra.length === 0) return;
        const batch = db.batch();
        for (const { id: revisionId } of extra) batch.delete(revisionsOf(db, id).doc(revisionId));
        await batch.commit();
      });
    },

    /** Every version of a record deleted forever goes with it. */
    async removeAll(id: string): Promise<void> {
      await withDeadline(async (db) => {
        const snapshot = await revisionsOf(db, id).select().get();
        const batch = db.batch();
        for (const doc of snapshot.docs) batch.delete(doc.ref);
        if (snapshot.size > 0) await batch.commit();
      });
    },
  };
}

export type RevisionStore<F> = ReturnType<typeof createRevisionStore<F>>;
