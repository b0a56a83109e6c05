import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { STAFF_LOG_LIMIT, type StaffLogAction, type StaffLogEntry } from '@shared/schemas/staff';
import { toIsoString } from '../content/timestamps';
import { withDeadline } from '../data/firestore';

/**
 * Who invited, re-invited or revoked whom, and when. An entry is written BEFORE the change it records
 * (with the invitation mail, or before the claim is removed): a failure may leave an entry for a change that did not
 * complete, which the list of administrators shows, but never a change without an entry.
 */
export type LogInput = { action: StaffLogAction; actor: string; target: string };

export const staffLog = (db: Firestore) => db.collection(COLLECTIONS.staffLog);

export function logDocument(entry: LogInput, at: Timestamp) {
  return { ...entry, at };
}

export async function appendStaffLog(entry: LogInput): Promise<void> {
  const { Timestamp } = await import('firebase-admin/firestore');
  await withDeadline((db) => staffLog(db).add(logDocument(entry, Timestamp.now())));
}

/** The newest entries first. */
export async function listStaffLog(): Promise<StaffLogEntry[]> {
  const snapshot = await withDeadline((db) => staffLog(db).orderBy('at', 'desc').limit(STAFF_LOG_LIMIT).get());
  return snapshot.docs.map((doc) => ({
    at: toIsoString(doc.get('at')),
    action: doc.get('action') as StaffLogAction,
    actor: String(doc.get('actor') ?? ''),
    target: String(doc.get('target') ?? ''),
  }));
}
