import type { Firestore, Query } from 'firebase-admin/firestore';
import { OPERATIONS_CONFIG, type DataRetention } from '@shared/operations-config';
import { COLLECTIONS } from '@shared/collections';
import { getDb } from '../data/firestore';
import { MAIL_RETENTION_DAYS } from '../mail/mail-queue';

/**
 * The daily retention job (decision 0013): personal data past its period is deleted. The clock is a parameter so
 * a test can run the handler at any moment; the scheduled function passes the schedule's own time.
 */
const DAY_MS = 24 * 60 * 60_000;
/** Firestore takes at most 500 writes in a batch. */
const PAGE = 300;

export type RetentionReport = {
  contactRequests: number;
  pendingSubscribers: number;
  mail: number;
  newsletterTokens: number;
  rateLimits: number;
  /** Site health's daily aggregates past their 28 days (decision 0020). */
  siteHealthDaily: number;
};

/** Deletes every document the query matches, a page at a time; answers how many. */
async function deleteAll(db: Firestore, query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.limit(PAGE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < PAGE) return deleted;
  }
}

export async function runRetention(
  now: Date,
  retention: DataRetention = OPERATIONS_CONFIG.retention,
): Promise<RetentionReport> {
  const db = await getDb();
  const { Timestamp } = await import('firebase-admin/firestore');
  const before = (days: number) => Timestamp.fromMillis(now.getTime() - days * DAY_MS);
  const nowTs = Timestamp.fromDate(now);
  const collection = (name: string) => db.collection(name);

  // Sequential on purpose: a small job once a day, and each page waits for its batch.
  const contactRequests = await deleteAll(
    db,
    collection(COLLECTIONS.contactRequests).where('createdAt', '<', before(retention.contactRequestDays)),
  );
  const pendingSubscribers = await deleteAll(
    db,
    collection(COLLECTIONS.newsletterSubscribers)
      .where('status', '==', 'pending')
      .where('createdAt', '<', before(retention.pendingNewsletterDays)),
  );
  const mail = await deleteAll(db, collection(COLLECTIONS.mail).where('createdAt', '<', before(MAIL_RETENTION_DAYS)));
  // These three also have Firestore TTL policies; the job covers the emulators and TTL's own delay (up to a day).
  const newsletterTokens = await deleteAll(db, collection(COLLECTIONS.newsletterTokens).where('expiresAt', '<', nowTs));
  const rateLimits = await deleteAll(db, collection(COLLECTIONS.rateLimits).where('expiresAt', '<', nowTs));
  const siteHealthDaily = await deleteAll(db, collection(COLLECTIONS.siteHealthDaily).where('expiresAt', '<', nowTs));
  return { contactRequests, pendingSubscribers, mail, newsletterTokens, rateLimits, siteHealthDaily };
}
