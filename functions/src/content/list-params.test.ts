import { describe, expect, it } from 'vitest';
import { parseListQuery, type ListQuery } from '@shared/schemas/list-query';
import { pageOf, type ListSummary } from './list-params';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const DAY = 86_400_000;

const summary = (id: string, extra: Partial<ListSummary> = {}): ListSummary => ({
  id,
  title: `Title ${id}`,
  slug: `slug-${id}`,
  published: true,
  publishAt: '',
  review: { reviewedBy: 'Dr. A', lastReviewed: '2026-06-01' },
  createdAtMs: NOW - 10 * DAY,
  updatedAtMs: NOW - 10 * DAY,
  ...extra,
});

const query = (params: string): ListQuery => {
  const parsed = parseListQuery(new URLSearchParams(params));
  if (parsed.kind !== 'query') throw new Error(`not a query: ${JSON.stringify(parsed)}`);
  return parsed.query;
};

describe('pageOf', () => {
  const records = [
    summary('a', { title: 'Sleep and heart health', updatedAtMs: NOW - 1 * DAY }),
    summary('b', { title: 'apple cider myths', slug: 'vinegar', published: false, updatedAtMs: NOW - 3 * DAY }),
    summary('c', { title: 'Colon screening', publishAt: new Date(NOW + DAY).toISOString(), updatedAtMs: NOW }),
    summary('d', { title: 'Blood pressure', review: { reviewedBy: '', lastReviewed: '' }, createdAtMs: NOW - DAY }),
    summary('e', { title: 'Old review', review: { reviewedBy: 'Dr. B', lastReviewed: '2025-01-01' } }),
  ];
  const ids = (q: string) => pageOf(records, query(q), NOW).ids;

  it('sorts by last update by default, newest first, ties by id', () => {
    expect(ids('page=1')).toEqual(['c', 'a', 'b', 'd', 'e']);
  });
  it('sorts by title ignoring case, and by publication date (scheduled time, else creation)', () => {
    expect(ids('sort=title')).toEqual(['b', 'd', 'c', 'e', 'a']);
    expect(ids('sort=published')).toEqual(['c', 'd', 'a', 'b', 'e']);
  });
  it('searches the title or the slug, ignoring case', () => {
    expect(ids('q=SCREEN')).toEqual(['c']);
    expect(ids('q=vinegar')).toEqual(['b']);
    expect(ids('q=nothing-like-it')).toEqual([]);
  });
  it('filters by status: draft, scheduled, published, review due (never reviewed, or over 12 months)', () => {
    expect(ids('status=draft')).toEqual(['b']);
    expect(ids('status=scheduled')).toEqual(['c']);
    expect(ids('status=published')).toEqual(['a', 'd', 'e']);
    expect(ids('status=review-due')).toEqual(['d', 'e']);
  });
  it('counts pages and says which is next', () => {
    const many = Array.from({ length: 60 }, (_, i) => summary(String(i).padStart(2, '0')));
    const first = pageOf(many, query('page=1'), NOW);
    expect(first.ids).toHaveLength(25);
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 25, total: 60, pageCount: 3, nextPage: 2 });
    const last = pageOf(many, query('page=3'), NOW);
    expect(last.ids).toEqual(many.slice(50).map((s) => s.id));
    expect(last.pageInfo.nextPage).toBeNull();
    expect(pageOf(many, query('page=9'), NOW).ids).toEqual([]);
    expect(new Set([...first.ids, ...pageOf(many, query('page=2'), NOW).ids, ...last.ids]).size).toBe(60);
  });
});
