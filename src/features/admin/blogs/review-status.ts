import { isScheduled } from '@shared/schedule';
import { reviewStatus, torontoToday } from '@shared/records/review-due';

// Moved to src/shared so that the API's list filter computes "review due" the same way.
export { REVIEW_VALID_MONTHS, reviewStatus, torontoToday, type ReviewStatus } from '@shared/records/review-due';

export type BlogListFilter = 'all' | 'review-due' | 'scheduled';

export function matchesFilter(
  blog: { reviewedBy: string; lastReviewed: string; published: boolean; publishAt: string },
  filter: BlogListFilter,
  now: number,
): boolean {
  if (filter === 'review-due') return reviewStatus(blog, torontoToday(now)).due;
  if (filter === 'scheduled') return blog.published && isScheduled(blog.publishAt, now);
  return true;
}
