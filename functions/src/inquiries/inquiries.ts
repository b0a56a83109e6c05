import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { toIsoString } from '../content/timestamps';
import { NotFoundError } from '../data/errors';
import { withDeadline } from '../data/firestore';
import { serverTime } from '../data/now';

export async function setInquiryHandled(id: string, handled: boolean): Promise<{ id: string; handled: boolean }> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw new NotFoundError('No inquiry matches that address.');
  const now = await serverTime();
  await withDeadline(async (db) => {
    const ref = db.collection(COLLECTIONS.contactRequests).doc(id);
    try {
      await ref.update({ handled, updatedAt: now });
    } catch (error) {
      // NOT_FOUND (gRPC 5): update() refuses a missing document.
      if ((error as { code?: unknown }).code === 5) throw new NotFoundError('No inquiry matches that address.');
      throw error;
    }
  });
  return { id, handled };
}

/** Only confirmed subscribers count and export: a pending sign-up has not consented yet (decision 0013). */
const confirmedSubscribers = (db: Firestore) =>
  db.collection(COLLECTIONS.newsletterSubscribers).where('status', '==', 'confirmed');

export async function countSubscribers(): Promise<number> {
  const snapshot = await withDeadline((db) => confirmedSubscribers(db).count().get());
  return snapshot.data().count;
}

/** CSV of confirmed subscribers (email, consent time, source), oldest first; fields quoted so commas stay safe. */
export async function exportSubscribersCsv(): Promise<string> {
  const snapshot = await withDeadline((db) => confirmedSubscribers(db).orderBy('createdAt').get());
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  // A leading =, +, - or @ would make a spreadsheet run the cell as a formula.
  const cell = (value: string) => quote(/^[=+\-@]/.test(value) ? `'${value}` : value);
  const rows = snapshot.docs.map((doc) => {
    const d = doc.data();
    return [cell(String(d.email ?? '')), cell(toIsoString(d.consentAt)), cell(String(d.source ?? ''))].join(',');
  });
  return ['email,consentAt,source', ...rows].join('\r\n') + '\r\n';
}
