import { describe, expect, it } from 'vitest';
import { matchesFilter, reviewStatus, torontoToday } from './review-status';

const reviewed = (lastReviewed: string) => ({ reviewedBy: 'Dr. Ana Reyes, MD', lastReviewed });

describe('reviewStatus', () => {
  it('is due when never reviewed', () => {
    expect(reviewStatus({ reviewedBy: '', lastReviewed: '' }, '2026-11-24')).toEqual({ due: true, reason: 'never' });
    expect(reviewStatus({ reviewedBy: 'Dr. A', lastReviewed: '' }, '2026-11-24').due).toBe(true);
  });

  it('is due when the last review is more than 12 months old, not at exactly 12', () => {
    expect(reviewStatus(reviewed('2025-11-24'), '2026-11-24').due).toBe(false);
    expect(reviewStatus(reviewed('2025-11-23'), '2026-11-24')).toEqual({ due: true, reason: 'old' });
    expect(reviewStatus(reviewed('2026-06-01'), '2026-11-24').due).toBe(false);
  });

  it('takes today in Toronto: 03:00 UTC on November 25 is still November 24 there', () => {
    expect(torontoToday(Date.parse('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
  });

  it('filters the admin list', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const blog = { ...reviewed('2026-10-01'), published: true, publishAt: '2026-12-01T14:00:00.000Z' };
    expect(matchesFilter(blog, 'scheduled', now)).toBe(true);
    expect(matchesFilter(blog, 'review-due', now)).toBe(false);
    expect(matchesFilter({ ...blog, publishAt: '' }, 'scheduled', now)).toBe(false);
    expect(matchesFilter({ ...blog, reviewedBy: '' }, 'review-due', now)).toBe(true);
  });
});
