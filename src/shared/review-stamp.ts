/**
 * "Changed since review": an approval keeps a fingerprint of the text the reviewer saw; the admin list and the
 * pre-publish checks compute the same fingerprint of the record (or the form) now. Only the text counts: the
 * review stamp, the status and the schedule can change without a new review. Pure and synchronous, so the
 * functions and the browser compute it alike (no Web Crypto: this is change detection, not security).
 */
export type ReviewedType = 'blog' | 'location-page';

export type BlogText = {
  title: string;
  brief_paragraph: string;
  blogs_content: readonly { heading: string; paragraph: string }[];
};

/** The location page fields a reader reads (its meta fields and slug are not medical text). */
export const LOCATION_REVIEWED_FIELDS = [
  'main_heading',
  'main_paragraph',
  'highlighted_heading',
  'heading_1',
  'paragraph_1',
  'heading_2',
  'paragraph_2',
  'heading_3',
  'paragraph_3',
  'heading_4',
  'paragraph_4',
] as const;
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

export type Approval = { fingerprint: string; reviewerName: string; decidedAt: string };

export type StampState =
  { state: 'none' } | { state: 'reviewed'; approval: Approval } | { state: 'changed'; approval: Approval };

/** The newest approval of a record against its text now: reviewed as it is, or changed since review. */
export function stampState(approval: Approval | undefined, currentFingerprint: string): StampState {
  if (!approval) return { state: 'none' };
  return approval.fingerprint === currentFingerprint ? { state: 'reviewed', approval } : { state: 'changed', approval };
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
