import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { REVIEW_DECIDED_VIEW_DAYS, REVIEW_LINK_DAYS, REVIEW_TOKEN_PATTERN } from '@shared/schemas/review-request';

/**
 * A review link's token is `<request id>.<secret>` (decision 0023): the id, a Firestore document id, finds the one
 * request; the secret, 256 random bits, proves the link came from the mail. Firestore keeps only the secret's
 * SHA-256, compared in constant time. Nothing is signed, so there is no signing key to keep, rotate or leak.
 */
export const REVIEW_LINK_MS = REVIEW_LINK_DAYS * 24 * 60 * 60_000;

/** How long a decided link still shows its decision: a link is not a key to the record for ever. */
export const REVIEW_DECIDED_VIEW_MS = REVIEW_DECIDED_VIEW_DAYS * 24 * 60 * 60_000;

export function mintReviewSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashReviewSecret(secret) };
}

export function hashReviewSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export const reviewToken = (requestId: string, secret: string) => `${requestId}.${secret}`;

/** The request id and secret of a well-formed token, or null. */
export function splitReviewToken(token: string): { requestId: string; secret: string } | null {
  if (!REVIEW_TOKEN_PATTERN.test(token)) return null;
  const [requestId = '', secret = ''] = token.split('.');
  return { requestId, secret };
}

/** Whether a secret matches the stored hash, in time that does not depend on where they differ. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashReviewSecret(secret), 'hex');
  const stored = Buffer.from(/^[0-9a-f]{64}$/.test(storedHash) ? storedHash : '', 'hex');
  return stored.length === given.length && timingSafeEqual(given, stored);
}

export type StoredLink = {
  secretHash: string;
  status: string;
  linkExpiresAtMs: number;
  /** When it was approved or returned; 0 when pending (or decided before this was kept). */
  decidedAtMs?: number;
};

/**
 * What a link may do now: `unknown` (no such request, or the secret does not match: the two are never told
 * apart), `revoked`, `expired`, or `open`. A decided request's link still opens, to show the decision, for 30 days
 * after the decision (or after its 14 days, whichever is later); then it is expired like an unanswered one.
 */
export function checkReviewLink(
  stored: StoredLink | null,
  secret: string,
  nowMs: number,
): 'unknown' | 'revoked' | 'expired' | 'open' {
  if (!stored || !secretMatches(secret, stored.secretHash)) return 'unknown';
  if (stored.status === 'revoked') return 'revoked';
  if (stored.status === 'pending') return nowMs >= stored.linkExpiresAtMs ? 'expired' : 'open';
  const decidedAt = stored.decidedAtMs || stored.linkExpiresAtMs;
  return nowMs >= decidedAt + REVIEW_DECIDED_VIEW_MS ? 'expired' : 'open';
}

/** The 404 sentences: each tells the reviewer what to do next. */
export const LINK_MESSAGES = {
  unknown:
    'This review link is not valid. Check that the whole address from the email was opened, or ask the clinic to send a new one.',
  revoked:
    'The clinic has withdrawn this review request. You do not need to do anything; the clinic may send a new one.',
  expired: `This review link has expired: links work for ${REVIEW_LINK_DAYS} days. Ask the clinic to send a new one.`,
  decidedExpired: `This review link has expired: a decided link shows its decision for ${REVIEW_DECIDED_VIEW_DAYS} days. Your answer is kept by the clinic; nothing more is needed.`,
} as const;
