/**
 * When a post's medical review is due, shared by the admin list's badge and filter and the API's `status=review-due`
 * list parameter. Dependency-free: the functions, the web app and tests share it.
 */

/** A medical review older than this is due again. */
export const REVIEW_VALID_MONTHS = 12;

export type ReviewStatus = { due: boolean; reason: 'never' | 'old' | null };

/**
 * Whether a post needs a medical review: never reviewed, or last reviewed more than 12 months before `today`
 * (`YYYY-MM-DD`, the clinic's date). Date arithmetic on calendar dates only, so time zones cannot shift it.
 */
export function reviewStatus(blog: { reviewedBy: string; lastReviewed: string }, today: string): ReviewStatus {
  if (!blog.reviewedBy.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(blog.lastReviewed)) return { due: true, reason: 'never' };
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y, m - 1 - REVIEW_VALID_MONTHS, d)).toISOString().slice(0, 10);
  return blog.lastReviewed < limit ? { due: true, reason: 'old' } : { due: false, reason: null };
}

/** Today's date in Toronto, `YYYY-MM-DD`. */
export function torontoToday(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(now);
}
