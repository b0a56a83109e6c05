import type { DocumentData, Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import {
  REVIEW_RECORD_TYPES,
  type ReviewRecordType,
  type ReviewRequestSummary,
  type ReviewStatus,
} from '@shared/schemas/review-request';
import { toIsoString } from '../content/timestamps';
import { NotFoundError } from '../data/errors';
import { withDeadline } from '../data/firestore';
import { clockTime, serverTime } from '../data/now';
import { mailDocument, mailExpiry, newMailRef } from '../mail/mail-queue';
import type { OutgoingMail } from '../mail/mail-queue';
import { REVIEW_LINK_MS, type StoredLink } from './review-link';
import type { PinnedRevision } from './review-targets';

/** The newest requests the admin list shows. */
export const REVIEW_LIST_LIMIT = 200;

const requests = (db: Firestore) => db.collection(COLLECTIONS.reviewRequests);

/**
 * `reviewRequests/{id}`: one request for one revision of one record. No TTL: an approval is the review's evidence.
 * The fields are the admin list's (the shared review-request schema) with the link's secret and raw status; the
 * approval's two fields are '' before an approval.
 */
export type StoredRequest = StoredLink & { id: string } & Omit<
    ReviewRequestSummary,
    'request_id' | 'status' | 'expiresAt' | 'approvedRevisionId' | 'approvedFingerprint'
  > &
  Required<Pick<ReviewRequestSummary, 'approvedRevisionId' | 'approvedFingerprint'>>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function parseStored(id: string, d: DocumentData | undefined): StoredRequest | null {
  if (!d || !(REVIEW_RECORD_TYPES as readonly string[]).includes(d.recordType)) return null;
  return {
    id,
    recordType: d.recordType as ReviewRecordType,
    recordId: str(d.recordId),
    recordTitle: str(d.recordTitle),
    revisionId: str(d.revisionId),
    fingerprint: str(d.fingerprint),
    reviewerName: str(d.reviewerName),
    reviewerCredentials: str(d.reviewerCredentials),
    reviewerEmail: str(d.reviewerEmail),
    secretHash: str(d.secretHash),
    status: str(d.status),
    linkExpiresAtMs: (d.linkExpiresAt as Timestamp | undefined)?.toMillis() ?? 0,
    createdAt: toIsoString(d.createdAt),
    decidedAt: d.decidedAt ? toIsoString(d.decidedAt) : '',
    decidedAtMs: (d.decidedAt as Timestamp | undefined)?.toMillis?.() ?? 0,
    comments: str(d.comments),
    approvedRevisionId: str(d.approvedRevisionId),
    approvedFingerprint: str(d.approvedFingerprint),
  };
}

/** The status the admin sees: a pending request past its link's expiry is expired. */
export function effectiveStatus(
  stored: Pick<StoredRequest, 'status' | 'linkExpiresAtMs'>,
  nowMs: number,
): ReviewStatus {
  if (stored.status === 'pending' && nowMs >= stored.linkExpiresAtMs) return 'expired';
  return (
    ['pending', 'approved', 'returned', 'revoked'].includes(stored.status) ? stored.status : 'revoked'
  ) as ReviewStatus;
}

export function toSummary(stored: StoredRequest, nowMs: number): ReviewRequestSummary {
  const {
    secretHash: _hash,
    linkExpiresAtMs,
    decidedAtMs: _decidedAtMs,
    id,
    status: _status,
    approvedRevisionId,
    approvedFingerprint,
    ...rest
  } = stored;
  return {
    request_id: id,
    ...rest,
    ...(approvedRevisionId ? { approvedRevisionId, approvedFingerprint } : {}),
    status: effectiveStatus(stored, nowMs),
    expiresAt: new Date(linkExpiresAtMs).toISOString(),
  };
}

/** A new request id, so the token can be written into the mail of the same transaction. */
export const newRequestId = () => withDeadline(async (db) => requests(db).doc().id);

/** The request and its mail are written together: a request is never without its mail, nor the reverse. */
export async function saveRequest(input: {
  id: string;
  recordType: ReviewRecordType;
  recordId: string;
  pinned: PinnedRevision;
  reviewer: { name: string; credentials: string; email: string };
  secretHash: string;
  createdBy: string;
  mail: OutgoingMail;
}): Promise<{ createdAt: Timestamp; linkExpiresAt: Timestamp }> {
  const [now, stamp] = await Promise.all([clockTime(), serverTime()]);
  const { Timestamp } = await import('firebase-admin/firestore');
  const linkExpiresAt = Timestamp.fromMillis(now.toMillis() + REVIEW_LINK_MS);
  const mailExpiresAt = await mailExpiry(now);
  // The stored createdAt is the commit's time, which the commit's result gives back.
  const [created] = await withDeadline(async (db) => {
    const batch = db.batch();
    batch.create(requests(db).doc(input.id), {
      recordType: input.recordType,
      recordId: input.recordId,
      recordTitle: input.pinned.title,
      revisionId: input.pinned.revisionId,
      fingerprint: input.pinned.fingerprint,
      reviewerName: input.reviewer.name,
      reviewerCredentials: input.reviewer.credentials,
      reviewerEmail: input.reviewer.email,
      secretHash: input.secretHash,
      status: 'pending',
      createdBy: input.createdBy,
      createdAt: stamp,
      linkExpiresAt,
    });
    batch.set(newMailRef(db), mailDocument(input.mail, stamp, mailExpiresAt));
    return batch.commit();
  });
  return { createdAt: created?.writeTime ?? now, linkExpiresAt };
}

export async function listRequests(): Promise<StoredRequest[]> {
  const snapshot = await withDeadline((db) => requests(db).orderBy('createdAt', 'desc').limit(REVIEW_LIST_LIMIT).get());
  return snapshot.docs.map((doc) => parseStored(doc.id, doc.data())).filter((r): r is StoredRequest => r !== null);
}

export async function loadRequest(id: string): Promise<StoredRequest | null> {
  if (!/^[A-Za-z0-9]{1,128}$/.test(id)) return null;
  const doc = await withDeadline((db) => requests(db).doc(id).get());
  return parseStored(doc.id, doc.data());
}

/**
 * Moves a pending request to its outcome in a transaction, so a link decides once: two clicks, or a revoke
 * racing an approval, leave exactly one outcome. Returns the status it found when that was not pending.
 */
export async function decide(
  id: string,
  outcome: 'approved' | 'returned' | 'revoked',
  extra: { comments?: string; approvedRevisionId?: string; approvedFingerprint?: string } = {},
): Promise<{ decided: true } | { decided: false; status: string }> {
  const [now, stamp] = await Promise.all([clockTime(), serverTime()]);
  return withDeadline((db) =>
    db.runTransaction(async (tx) => {
      const ref = requests(db).doc(id);
      const doc = await tx.get(ref);
      if (!doc.exists) throw new NotFoundError('No review request matches that address.');
      const status = str(doc.get('status'));
      const expired = (doc.get('linkExpiresAt') as Timestamp | undefined)?.toMillis() ?? 0;
      if (status !== 'pending') return { decided: false as const, status };
      if (outcome !== 'revoked' && now.toMillis() >= expired) return { decided: false as const, status: 'expired' };
      const kept = Object.fromEntries(Object.entries(extra).filter(([, value]) => value));
      tx.update(ref, { status: outcome, decidedAt: stamp, ...kept });
      return { decided: true as const };
    }),
  );
}
