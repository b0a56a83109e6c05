import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../auth/verify-request';
import { COLLECTIONS } from '@shared/collections';
import { withDeadline } from '../data/firestore';

/** The editor calls every 30 s while a record is open; someone not heard from for 90 s has left. */
export const PRESENCE_HEARTBEAT_S = 30;
export const PRESENCE_EXPIRY_MS = 90_000;
/** The whole document goes (Firestore's TTL policy on `expiresAt`) a day after the last heartbeat. */
const PRESENCE_DOC_TTL_MS = 24 * 60 * 60_000;

/** What the editor shows: who else has the record open. Names come from the callers' verified tokens only. */
export type PresenceAnswer = { others: { name: string }[]; heartbeatSeconds: number };

type Entry = { name?: unknown; seenAtMs?: unknown };

/** Never the client's word for who it is: the token's email, or a neutral name when the token has none. */
const nameOf = (caller: Caller) => caller.email ?? 'Another administrator';

/**
 * Who else is editing a record, as WordPress shows: a small document per record, `editors.<uid>` the
 * time each editor was last heard from. Heartbeats from different editors touch different fields of one document
 * (a merge, no transaction), so they never contend.
 */
export function createPresence(collection: string) {
  const refOf = (id: string) => (db: Firestore) => db.collection(COLLECTIONS.editPresence).doc(`${collection}:${id}`);

  return {
    async heartbeat(id: string, caller: Caller, now = Date.now()): Promise<PresenceAnswer> {
      const { Timestamp } = await import('firebase-admin/firestore');
      const expiresAt: Timestamp = Timestamp.fromMillis(now + PRESENCE_DOC_TTL_MS);
      const snapshot = await withDeadline(async (db) => {
        const ref = refOf(id)(db);
        await ref.set(
          { editors: { [caller.uid]: { name: nameOf(caller), seenAtMs: now } }, expiresAt },
          { merge: true },
        );
        return ref.get();
      });
      const editors = (snapshot.get('editors') ?? {}) as Record<string, Entry>;
      const others = Object.entries(editors)
        .filter(([uid, entry]) => uid !== caller.uid && typeof entry.seenAtMs === 'number')
        .filter(([, entry]) => now - (entry.seenAtMs as number) < PRESENCE_EXPIRY_MS)
        .map(([, entry]) => ({ name: typeof entry.name === 'string' ? entry.name : 'Another administrator' }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { others, heartbeatSeconds: PRESENCE_HEARTBEAT_S };
    },

    /** The editor closed: the caller leaves at once instead of after the expiry. */
    async leave(id: string, caller: Caller): Promise<void> {
      const { FieldPath, FieldValue } = await import('firebase-admin/firestore');
      await withDeadline(async (db) => {
        const ref = refOf(id)(db);
        // update() fails on a missing document: nothing to leave then.
        await ref
          .update(new FieldPath('editors', caller.uid), FieldValue.delete())
          .catch((error: { code?: number }) => {
            if (error.code !== 5) throw error;
          });
      });
    },
  };
}
