import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { STAFF_LOG_LIMIT, type StaffLogAction, type StaffLogEntry } from '@shared/schemas/staff';
import { getAdminAuth } from '../auth/verify-request';
import { toIsoString } from '../content/timestamps';
import { withDeadline } from '../data/firestore';

/**
 * Who invited, re-invited or revoked whom, and when. An entry is written BEFORE the change it records
 * (with the invitation mail, or before the claim is removed): a failure may leave an entry for a change that did not
 * complete, which the list of administrators shows, but never a change without an entry.
 */
export type LogInput = { action: StaffLogAction; actor: string; target: string };

/**
 * An entry that names both sides by account id, never by address: the list shows each id as the account's address
 * at the time it is read. `actor` instead of `actorUid` names a tool that acted without an account.
 */
export type UidLogInput = { action: StaffLogAction; targetUid: string } & ({ actorUid: string } | { actor: string });

export const staffLog = (db: Firestore) => db.collection(COLLECTIONS.staffLog);

export function logDocument(entry: LogInput | UidLogInput, at: Timestamp) {
  return { ...entry, at };
}

export async function appendStaffLog(entry: LogInput | UidLogInput): Promise<void> {
  const { Timestamp } = await import('firebase-admin/firestore');
  await withDeadline((db) => staffLog(db).add(logDocument(entry, Timestamp.now())));
}

/** What the list says for an account that no longer exists. */
export const DELETED_ACCOUNT = 'a deleted account';

/** The addresses of the accounts, 100 a request (the Admin SDK's limit). */
async function addressesOf(uids: string[]): Promise<Map<string, string>> {
  const addresses = new Map<string, string>();
  if (uids.length === 0) return addresses;
  const auth = await getAdminAuth();
  for (let start = 0; start < uids.length; start += 100) {
    const { users } = await auth.getUsers(uids.slice(start, start + 100).map((uid) => ({ uid })));
    for (const user of users) addresses.set(user.uid, user.email ?? user.uid);
  }
  return addresses;
}

const uidField = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The newest entries first, each account id shown as its address. */
export async function listStaffLog(): Promise<StaffLogEntry[]> {
  const snapshot = await withDeadline((db) => staffLog(db).orderBy('at', 'desc').limit(STAFF_LOG_LIMIT).get());
  const uids = new Set(snapshot.docs.flatMap((doc) => [uidField(doc.get('actorUid')), uidField(doc.get('targetUid'))]));
  uids.delete(null);
  const addresses = await addressesOf([...uids] as string[]);
  const name = (uid: string | null, fallback: unknown) =>
    uid ? (addresses.get(uid) ?? DELETED_ACCOUNT) : String(fallback ?? '');
  return snapshot.docs.map((doc) => ({
    at: toIsoString(doc.get('at')),
    action: doc.get('action') as StaffLogAction,
    actor: name(uidField(doc.get('actorUid')), doc.get('actor')),
    target: name(uidField(doc.get('targetUid')), doc.get('target')),
  }));
}
