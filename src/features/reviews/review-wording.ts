import type { ReviewRequestSummary } from '@shared/schemas/review-request';
import type { StampState } from '@shared/review-stamp';

const DATE = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

export const formatDay = (iso: string) => (iso ? DATE.format(new Date(iso)) : '');

/** One line for a card or the editor: who approved it, or that the text changed since. */
export function stampSentence(stamp: StampState): string {
  if (stamp.state === 'none') return '';
  const { reviewerName, decidedAt } = stamp.approval;
  if (stamp.state === 'changed') {
    return `Changed since review: ${reviewerName} approved an earlier version on ${formatDay(decidedAt)}.`;
  }
  return `Medically reviewed: approved by ${reviewerName} on ${formatDay(decidedAt)}.`;
}

/** The pre-publish warning for text edited after its approval. */
export function changedSinceReviewWarning(stamp: StampState): string[] {
  return stamp.state === 'changed'
    ? [`The text has changed since ${stamp.approval.reviewerName} approved it: request a new medical review.`]
    : [];
}

/**
 * A request's status for the editor. `currentFingerprint` (the text in the editor now), when given, tells an approval
 * of this text from an approval of an earlier version: the only sign of a location page's review, which has no
 * public stamp.
 */
export function statusSentence(request: ReviewRequestSummary, currentFingerprint?: string): string {
  switch (request.status) {
    case 'pending':
      return `Waiting for ${request.reviewerName} (link works until ${formatDay(request.expiresAt)})`;
    case 'approved': {
      const approved = request.approvedFingerprint || request.fingerprint;
      return currentFingerprint !== undefined && approved !== currentFingerprint
        ? `${request.reviewerName} approved an earlier version on ${formatDay(request.decidedAt)}; the text has changed since`
        : `Approved by ${request.reviewerName} on ${formatDay(request.decidedAt)}`;
    }
    case 'returned':
      return `Returned by ${request.reviewerName} on ${formatDay(request.decidedAt)}`;
    case 'revoked':
      return `Revoked (sent to ${request.reviewerName})`;
    case 'expired':
      return `Link expired without an answer from ${request.reviewerName}`;
  }
}
