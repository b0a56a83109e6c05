/**
 * "Changed since review": an approval keeps a fingerprint of the text the reviewer saw; the admin list and the
 * pre-publish checks compute the same fingerprint of the record (or the form) now. Only the text counts: the
 * review stamp, the status and the schedule can change without a new review. Pure and synchronous, so the
 * functions and the browser compute it alike (no Web Crypto: this is change detection, not security).
 */
import { LOCATION_TEXT_FIELDS } from './location-page-fields';

export type ReviewedType = 'blog' | 'location-page';

export type BlogText = {
  title: string;
  brief_paragraph: string;
  blogs_content: readonly { heading: string; paragraph: string }[];
};

/** The location page fields a reader reads (its meta fields and slug are not medical text). */
export const LOCATION_REVIEWED_FIELDS = LOCATION_TEXT_FIELDS;
export type LocationText = Record<(typeof LOCATION_REVIEWED_FIELDS)[number], string>;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The words of a field, without markup: the editor may rewrite the HTML of an untouched paragraph (attribute
 * order, an empty paragraph), which is not a change of text.
 */
export function plainWords(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function reviewedText(type: ReviewedType, record: BlogText | LocationText): string[] {
  if (type === 'blog') {
    const blog = record as BlogText;
    return [
      blog.title,
      blog.brief_paragraph,
      ...blog.blogs_content.flatMap((item) => [item.heading, item.paragraph]),
    ].map(plainWords);
  }
  const page = record as LocationText;
  return LOCATION_REVIEWED_FIELDS.map((field) => plainWords(page[field] ?? ''));
}

/** cyrb53: a fast 53-bit string hash, as 14 hex digits. */
function hash53(input: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

export function reviewFingerprint(type: 'blog', record: BlogText): string;
export function reviewFingerprint(type: 'location-page', record: LocationText): string;
export function reviewFingerprint(type: ReviewedType, record: BlogText | LocationText): string;
export function reviewFingerprint(type: ReviewedType, record: BlogText | LocationText): string {
  // JSON keeps the parts apart: moving text from one field to the next changes the fingerprint.
  return `v1:${hash53(JSON.stringify(reviewedText(type, record)))}`;
}

/**
 * An approval: `fingerprint` is the text the link was sent with; `approvedFingerprint`, when present, the text the
 * reviewer approved (the current text, shown with its changes, when the record changed after the link was sent).
 */
export type Approval = { fingerprint: string; approvedFingerprint?: string; reviewerName: string; decidedAt: string };

export type StampState =
  { state: 'none' } | { state: 'reviewed'; approval: Approval } | { state: 'changed'; approval: Approval };

/** The newest approval of a record against its text now: reviewed as it is, or changed since review. */
export function stampState(approval: Approval | undefined, currentFingerprint: string): StampState {
  if (!approval) return { state: 'none' };
  const approved = approval.approvedFingerprint || approval.fingerprint;
  return approved === currentFingerprint ? { state: 'reviewed', approval } : { state: 'changed', approval };
}

/** The newest approved request per record id, from the admin's list of requests. */
export function latestApprovals<T extends Approval & { recordType: ReviewedType; recordId: string; status: string }>(
  requests: readonly T[],
  type: ReviewedType,
): Map<string, T> {
  const latest = new Map<string, T>();
  for (const request of requests) {
    if (request.recordType !== type || request.status !== 'approved') continue;
    const known = latest.get(request.recordId);
    if (!known || known.decidedAt < request.decidedAt) latest.set(request.recordId, request);
  }
  return latest;
}

/** A blog's stamp fields with their binding (decision 0028); the binding's fields are optional for older records. */
export type StampedBlog = BlogText & {
  reviewedBy: string;
  lastReviewed: string;
  reviewedRevisionId?: string;
  reviewedFingerprint?: string;
  reviewWithdrawn?: boolean;
};

/**
 * What the public article says about its review, computed alike by the server-rendered page and the browser:
 * "Medically reviewed by …" only while the text is the text the stamp vouches for; once the text has changed (and
 * the editor did not keep the stamp as a minor correction) or the stamp was withdrawn, only "last reviewed on
 * <date>, since updated". A stamp with no fingerprint predates the binding and is shown as it always was.
 */
export type PublicStamp =
  | { kind: 'none' }
  | { kind: 'reviewed'; reviewedBy: string; lastReviewed: string }
  | { kind: 'since-updated'; lastReviewed: string };

export function publicReviewStamp(blog: StampedBlog): PublicStamp {
  const reviewedBy = blog.reviewedBy.trim();
  if (!reviewedBy || !blog.lastReviewed) return { kind: 'none' };
  const bound = blog.reviewedFingerprint ?? '';
  const current = !blog.reviewWithdrawn && (bound === '' || bound === reviewFingerprint('blog', blog));
  return current
    ? { kind: 'reviewed', reviewedBy, lastReviewed: blog.lastReviewed }
    : { kind: 'since-updated', lastReviewed: blog.lastReviewed };
}

type Binding = Pick<Required<StampedBlog>, 'reviewedRevisionId' | 'reviewedFingerprint' | 'reviewWithdrawn'>;
const UNBOUND: Binding = { reviewedRevisionId: '', reviewedFingerprint: '', reviewWithdrawn: false };

/**
 * The binding a saved blog keeps, given what was stored before (null for a new blog). A save cannot set the
 * binding itself: it is carried over. A stamp typed or changed by hand is bound to the text saved with it (the
 * editor vouches for that text); a stamp from before the binding existed is bound to the text it was stored on,
 * so the next edit of that text is seen as a change.
 */
export function carryReviewBinding<T extends StampedBlog>(next: T, stored: StampedBlog | null): T & Binding {
  const hasStamp = next.reviewedBy.trim() !== '' && next.lastReviewed !== '';
  if (!hasStamp) return { ...next, ...UNBOUND };
  const typed =
    !stored || stored.reviewedBy.trim() !== next.reviewedBy.trim() || stored.lastReviewed !== next.lastReviewed;
  if (typed) return { ...next, ...UNBOUND, reviewedFingerprint: reviewFingerprint('blog', next) };
  return {
    ...next,
    reviewedRevisionId: stored.reviewedRevisionId ?? '',
    reviewedFingerprint: stored.reviewedFingerprint || reviewFingerprint('blog', stored),
    reviewWithdrawn: stored.reviewWithdrawn ?? false,
  };
}
