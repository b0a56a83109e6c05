import { z } from 'zod';
import type { Blog } from './blog';
import type { LocationPage } from './location-page';

/** The records a medical reviewer can be asked to approve. */
export const REVIEW_RECORD_TYPES = ['blog', 'location-page'] as const;
export type ReviewRecordType = (typeof REVIEW_RECORD_TYPES)[number];

/** A review link works this long after it was sent. */
export const REVIEW_LINK_DAYS = 14;

/** A decided link still shows its decision this long after it (decision 0028), then answers as expired. */
export const REVIEW_DECIDED_VIEW_DAYS = 30;

/** A revision's id (a Firestore document id). */
const revisionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'revisionId: not a revision id.');

/**
 * The link's token: `<request id>.<secret>`. The id finds the request; the secret (32 random bytes, base64url) is
 * checked against the SHA-256 the request stores (decision 0023).
 */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9]{20}\.[A-Za-z0-9_-]{43}$/;

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label}: this field is required.`).max(max, `${label}: at most ${max} characters.`);

/** POST /api/reviews (admins): ask a reviewer to approve the last saved version of a record. */
export const reviewRequestCreateSchema = z
  .object({
    recordType: z.enum(REVIEW_RECORD_TYPES),
    recordId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'recordId: not a record id.'),
    reviewerName: text('Reviewer name', 120),
    /** "MD, FRCPC": shown beside the name in the review stamp. */
    reviewerCredentials: text('Credentials', 120),
    reviewerEmail: z.email('Reviewer email: enter an address like name@example.org.').max(254),
  })
  .strict();
export type ReviewRequestCreate = z.input<typeof reviewRequestCreateSchema>;

export const reviewTokenSchema = z.string().regex(REVIEW_TOKEN_PATTERN, 'This review link is not complete.');

/** POST /api/reviews/link/view and /approve: the token travels in the body, never in an API address. */
export const reviewTokenBodySchema = z.object({ token: reviewTokenSchema }).strict();

/**
 * POST /api/reviews/link/approve: the reviewer approves the revision on their screen, named by `revisionId`. Without
 * it (an older page) the approval is taken only while the text is still the one the link was sent with.
 */
export const reviewApproveSchema = z
  .object({ token: reviewTokenSchema, revisionId: revisionIdSchema.optional() })
  .strict();

/**
 * POST /api/reviews/stamp (admins): after the text of a stamped blog changed, keep the stamp (a minor correction:
 * it now vouches for the text as saved) or withdraw it until a new review. The history names the editor.
 */
export const REVIEW_STAMP_CHOICES = ['keep', 'withdraw'] as const;
export const reviewStampChoiceSchema = z
  .object({
    recordType: z.literal('blog', 'recordType: only blogs carry a review stamp.'),
    recordId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'recordId: not a record id.'),
    choice: z.enum(REVIEW_STAMP_CHOICES, "choice: 'keep' or 'withdraw'."),
  })
  .strict();
export type ReviewStampChoice = z.input<typeof reviewStampChoiceSchema>;

/** POST /api/reviews/link/return: the reviewer sends the draft back with what to change. */
export const reviewReturnSchema = z
  .object({
    token: reviewTokenSchema,
    comments: text('Comments', 5000),
  })
  .strict();

export type ReviewStatus = 'pending' | 'approved' | 'returned' | 'revoked' | 'expired';

/** A request as the admin list receives it (GET /api/reviews). */
export type ReviewRequestSummary = {
  request_id: string;
  recordType: ReviewRecordType;
  recordId: string;
  recordTitle: string;
  /** The revision the reviewer was shown (and approves). */
  revisionId: string;
  /** reviewFingerprint() of that revision: the record's text differs from it once edited (review-stamp.ts). */
  fingerprint: string;
  reviewerName: string;
  reviewerCredentials: string;
  reviewerEmail: string;
  status: ReviewStatus;
  createdAt: string;
  expiresAt: string;
  decidedAt: string;
  comments: string;
  /** The revision the reviewer approved (absent before approval; the pinned one or the newer one shown). */
  approvedRevisionId?: string;
  /** reviewFingerprint() of the approved text. */
  approvedFingerprint?: string;
};

/** Present in a view when the record's text changed after the link was sent (decision 0028). */
type ViewCommon = {
  reviewerName: string;
  expiresAt: string;
  status: ReviewStatus;
  /** The revision `record` is: the one an approval names. */
  revisionId?: string;
  /** True when the text changed since the link was sent: `record` is then the newer text, `sentRecord` the old. */
  changedSinceSent?: boolean;
};

/** What the reviewer's page receives: the one record the link names, as that revision stored it. */
export type ReviewView =
  | (ViewCommon & { recordType: 'blog'; record: Blog; sentRecord?: Blog })
  | (ViewCommon & { recordType: 'location-page'; record: LocationPage; sentRecord?: LocationPage });
