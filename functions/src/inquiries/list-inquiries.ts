import type { DocumentData, Query, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { torontoLocalToIso } from '@shared/schedule';
import type { Inquiry, InquiryPage, InquiryQuery } from '@shared/schemas/inquiry';
import { toIsoString } from '../content/timestamps';
import { withDeadline } from '../data/firestore';
import { createPageCursor } from '../data/page-cursor';

/**
 * With a name search, the most requests one call looks at: a page may then hold fewer matches than asked for,
 * and `nextCursor` says where to go on. Bounds the reads and the time of a call whatever the archive's size.
 */
export const SEARCH_SCAN_BUDGET = 1000;
const SEARCH_BATCH = 250;

const DAMAGED_CURSOR = 'cursor: This page link is damaged. Start again from the newest requests.';

const { encode: encodeCursor, decode: decodeCursor } = createPageCursor({
  idPattern: /^[A-Za-z0-9_-]{1,128}$/,
  damaged: DAMAGED_CURSOR,
});

/** The first instant of a Toronto calendar day (YYYY-MM-DD), or of the day after it. */
function torontoDayStart(day: string, plusDays = 0): Date {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + plusDays)).toISOString().slice(0, 10);
  return new Date(torontoLocalToIso(`${date}T00:00`) ?? `${date}T00:00:00Z`);
}

/** Case and accents folded, so "jose" finds "José" and "PATEL" finds "Sam Patel". */
function folded(text: string): string {
  let out = '';
  for (const char of text.normalize('NFD')) {
    const code = char.charCodeAt(0);
    if (code < 0x300 || code > 0x36f) out += char;
  }
  return out.toLowerCase();
}

function toInquiry(doc: QueryDocumentSnapshot): Inquiry {
  const d = doc.data();
  return {
    id: doc.id,
    name: String(d.name ?? ''),
    email: String(d.email ?? ''),
    phone: String(d.phone ?? ''),
    message: String(d.message ?? ''),
    handled: d.handled === true,
    createdAt: toIsoString(d.createdAt),
  };
}

/**
 * Contact requests newest first, a page at a time, optionally within Toronto days and by name. Ordered by
 * `createdAt` then the document id (both descending), so requests stored in the same instant still have one
 * order and a cursor never skips or repeats one. The single-field index on `createdAt` serves it.
 *
 * The name search filters here, not in Firestore: Firestore has no "contains", and a stored lowercase copy would
 * give only prefix search and miss every request stored before it.
 */
export async function listInquiryPage(query: InquiryQuery): Promise<InquiryPage> {
  const { FieldPath } = await import('firebase-admin/firestore');
  const after = query.cursor ? await decodeCursor(query.cursor) : null;
  const needle = query.q ? folded(query.q) : null;

  return withDeadline(async (db) => {
    let base: Query<DocumentData> = db
      .collection(COLLECTIONS.contactRequests)
      .orderBy('createdAt', 'desc')
      .orderBy(FieldPath.documentId(), 'desc');
    if (query.from) base = base.where('createdAt', '>=', torontoDayStart(query.from));
    if (query.to) base = base.where('createdAt', '<', torontoDayStart(query.to, 1));

    if (!needle) {
      // One more than the page: whether it comes says whether there is a next page.
      const page = after ? base.startAfter(...after) : base;
      const docs = (await page.limit(query.limit + 1).get()).docs;
      const shown = docs.slice(0, query.limit);
      const last = shown[shown.length - 1];
      return {
        data: shown.map(toInquiry),
        nextCursor: docs.length > query.limit && last ? encodeCursor(last) : null,
      };
    }

    const matches: Inquiry[] = [];
    let position = after;
    let lastSeen: QueryDocumentSnapshot | null = null;
    let scanned = 0;
    let more = true;
    while (more && matches.length < query.limit && scanned < SEARCH_SCAN_BUDGET) {
      const size = Math.min(SEARCH_BATCH, SEARCH_SCAN_BUDGET - scanned);
      const batch = (await (position ? base.startAfter(...position) : base).limit(size).get()).docs;
      more = batch.length === size;
      for (const [i, doc] of batch.entries()) {
        lastSeen = doc;
        scanned++;
        if (folded(String(doc.get('name') ?? '')).includes(needle)) matches.push(toInquiry(doc));
        if (matches.length === query.limit) {
          more ||= i < batch.length - 1;
          break;
        }
      }
      if (lastSeen) position = [lastSeen.get('createdAt') as Timestamp, lastSeen.id];
    }
    return { data: matches, nextCursor: more && lastSeen ? encodeCursor(lastSeen) : null };
  });
}
