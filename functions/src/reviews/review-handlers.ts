import { logger } from 'firebase-functions/logger';
import {
  reviewApproveSchema,
  reviewRequestCreateSchema,
  reviewReturnSchema,
  reviewTokenBodySchema,
  type ReviewView,
} from '@shared/schemas/review-request';
import { reviewFingerprint } from '@shared/review-stamp';
import { StaleVersionError } from '../content/versioning';
import { requireAdmin } from '../auth/verify-request';
import { readJson } from '../core/body';
import type { RequestContext } from '../core/context';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { RATE_LIMITS } from '../core/rate-limit';
import { ok, written } from '../core/respond';
import { NotFoundError } from '../data/errors';
import { enforceRateLimit } from '../data/rate-limits';
import { siteOrigin } from '../mail/mail-queue';
import { LINK_MESSAGES, checkReviewLink, mintReviewSecret, reviewToken, splitReviewToken } from './review-link';
import { reviewRequestMail } from './review-mail';
import {
  decide,
  effectiveStatus,
  listRequests,
  loadRequest,
  newRequestId,
  saveRequest,
  toSummary,
  type StoredRequest,
} from './review-store';
import { REVIEW_TARGETS, TextChangedError } from './review-targets';

/** POST /api/reviews (admins): pins the record's latest saved version and mails the reviewer a link to it. */
export const createReviewRequest: RouteHandler = async (ctx) => {
  const caller = await requireAdmin(ctx);
  const input = await readJson(ctx, reviewRequestCreateSchema);
  const target = REVIEW_TARGETS[input.recordType];
  const pinned = await target.pinLatest(input.recordId, {
    uid: caller.uid,
    ...(caller.email ? { email: caller.email } : {}),
  });
  const origin = siteOrigin();
  const id = await newRequestId();
  const { secret, hash } = mintReviewSecret();
  const mail = reviewRequestMail({
    to: input.reviewerEmail,
    reviewerName: input.reviewerName,
    recordType: input.recordType,
    title: pinned.title,
    origin,
    token: reviewToken(id, secret),
  });
  const reviewer = { name: input.reviewerName, credentials: input.reviewerCredentials, email: input.reviewerEmail };
  await saveRequest({ ...input, id, pinned, reviewer, secretHash: hash, createdBy: caller.uid, mail });
  const stored = await loadRequest(id);
  if (!stored) throw new Error('The review request was saved but could not be read back.');
  return written(
    201,
    `Review request sent to ${input.reviewerName}. The link works for 14 days.`,
    toSummary(stored, Date.now()),
  );
};

/** GET /api/reviews (admins): the newest requests, pending ones and past decisions (for "changed since review"). */
export const listReviewRequests: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  const now = Date.now();
  return ok(
    (await listRequests()).map((r) => toSummary(r, now)),
    'no-store',
  );
};

/** POST /api/reviews/:id/revoke (admins): the link stops working at once. */
export const revokeReviewRequest: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  const id = ctx.params.id ?? '';
  if (!(await loadRequest(id))) throw new NotFoundError('No review request matches that address.');
  const result = await decide(id, 'revoked');
  if (!result.decided) {
    throw new HttpError(409, `This request is already ${result.status}: only a pending request can be revoked.`);
  }
  const stored = await loadRequest(id);
  return written(
    200,
    'Review request revoked. Its link no longer works.',
    stored ? toSummary(stored, Date.now()) : { request_id: id },
  );
};

/**
 * The request a reviewer's token names, or a 404 that says why: every token route counts against the rate limit
 * first, so guessing is as slow as the limit. The token is never logged.
 */
async function openLink(ctx: RequestContext, token: string): Promise<StoredRequest> {
  await enforceRateLimit(RATE_LIMITS.review, ctx.from);
  const parts = splitReviewToken(token);
  const stored = parts ? await loadRequest(parts.requestId) : null;
  const state = checkReviewLink(stored, parts?.secret ?? '', Date.now());
  if (state === 'expired' && stored && stored.status !== 'pending')
    throw new NotFoundError(LINK_MESSAGES.decidedExpired);
  if (state !== 'open' || !stored) throw new NotFoundError(LINK_MESSAGES[state === 'open' ? 'unknown' : state]);
  return stored;
}

const DECIDED: Record<string, string> = {
  approved: 'You have already approved this draft. Thank you.',
  returned: 'You have already returned this draft with comments. The clinic will send a new link once it is revised.',
  revoked: LINK_MESSAGES.revoked,
  expired: LINK_MESSAGES.expired,
};

function refuseDecided(status: string): never {
  if (status === 'revoked' || status === 'expired') throw new NotFoundError(DECIDED[status] as string);
  throw new HttpError(409, DECIDED[status] ?? 'This review request is already decided.');
}

const RECORD_GONE =
  'The clinic has removed this text since the link was sent: there is nothing to review. You do not need to do anything.';

/** The record's latest revision, or a 404 that tells the reviewer it was removed (it may be in the trash). */
async function latestOf(stored: StoredRequest) {
  try {
    return await REVIEW_TARGETS[stored.recordType].latest(stored.recordId);
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError(RECORD_GONE);
    throw error;
  }
}

/**
 * POST /api/reviews/link/view: the revision the reviewer is asked to approve. While pending and the text is still
 * the one sent, the pinned revision; once the text has changed, the latest revision with the one sent beside it
 * (the page marks the changes), so the approval names the text the reviewer then sees. A decided link shows the
 * revision decided on.
 */
export const viewReviewLink: RouteHandler = async (ctx) => {
  const { token } = await readJson(ctx, reviewTokenBodySchema);
  const stored = await openLink(ctx, token);
  const target = REVIEW_TARGETS[stored.recordType];
  const status = effectiveStatus(stored, Date.now());
  const common = {
    recordType: stored.recordType,
    reviewerName: stored.reviewerName,
    expiresAt: new Date(stored.linkExpiresAtMs).toISOString(),
    status,
  };
  if (status !== 'pending') {
    const revisionId = stored.approvedRevisionId || stored.revisionId;
    const record = await target.viewOf(stored.recordId, revisionId);
    return ok({ ...common, record, revisionId, changedSinceSent: false } as ReviewView, 'no-store');
  }
  const latest = await latestOf(stored);
  const sent = await target.viewOf(stored.recordId, stored.revisionId);
  if (latest.fingerprint === stored.fingerprint || !latest.revisionId) {
    return ok(
      { ...common, record: sent, revisionId: stored.revisionId, changedSinceSent: false } as ReviewView,
      'no-store',
    );
  }
  const record = await target.viewOf(stored.recordId, latest.revisionId);
  const view = { ...common, record, sentRecord: sent, revisionId: latest.revisionId, changedSinceSent: true };
  return ok(view as ReviewView, 'no-store');
};

/** The clinic's date, for the stamp's `lastReviewed`. */
const torontoDate = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(ms);

const CHANGED_SINCE_SHOWN =
  'The text has changed since this page was loaded, so your approval was not recorded. Reload the page to see the changes, then approve the version shown.';

/**
 * POST /api/reviews/link/approve: approves the revision the reviewer names (`revisionId`), and only while it is
 * the record's text now: the pinned revision, or the newer one the page showed with its changes. Without a
 * `revisionId` (a page from before it was sent) the approval stands only while the text is the one the link was
 * sent with. Anything else is 409: nothing is recorded, and the reviewer is told to reload.
 */
export const approveReviewLink: RouteHandler = async (ctx) => {
  const { token, revisionId } = await readJson(ctx, reviewApproveSchema);
  const stored = await openLink(ctx, token);
  if (stored.status !== 'pending') refuseDecided(effectiveStatus(stored, Date.now()));
  const latest = await latestOf(stored);
  const named = revisionId ?? stored.revisionId;
  // The revision named must be this record's (viewOf answers 404 otherwise) and its text the text now.
  const shown = await REVIEW_TARGETS[stored.recordType].viewOf(stored.recordId, named);
  if (reviewFingerprint(stored.recordType, shown) !== latest.fingerprint) throw new HttpError(409, CHANGED_SINCE_SHOWN);
  const result = await decide(stored.id, 'approved', {
    approvedRevisionId: named,
    approvedFingerprint: latest.fingerprint,
  });
  if (!result.decided) refuseDecided(result.status);
  const stamp = {
    reviewedBy: `${stored.reviewerName}, ${stored.reviewerCredentials}`,
    lastReviewed: torontoDate(Date.now()),
    reviewedRevisionId: named,
    reviewedFingerprint: latest.fingerprint,
  };
  try {
    // Named in the revision history as the reviewer, through this request (never by email).
    await REVIEW_TARGETS[stored.recordType].fillStamp(stored.recordId, stamp, {
      uid: `${stored.reviewerName} (review request ${stored.id})`,
    });
  } catch (error) {
    // The approval stands (it is the evidence, with the revision and text approved); a save that landed in the
    // moment between the check and the stamp leaves the newer text unstamped, which the editor sees as changed.
    const raced = error instanceof TextChangedError || error instanceof StaleVersionError;
    logger.warn('Approved a review request but could not fill the stamp', {
      requestId: stored.id,
      reason: raced ? 'text-changed' : String(error),
    });
  }
  return written(200, 'Thank you. Your approval is recorded.', { status: 'approved', revisionId: named });
};

/** POST /api/reviews/link/return: sends the draft back to the clinic with the reviewer's comments. */
export const returnReviewLink: RouteHandler = async (ctx) => {
  const { token, comments } = await readJson(ctx, reviewReturnSchema);
  const stored = await openLink(ctx, token);
  const result = await decide(stored.id, 'returned', { comments });
  if (!result.decided) refuseDecided(result.status);
  return written(200, 'Thank you. The draft is returned to the clinic with your comments.', { status: 'returned' });
};
