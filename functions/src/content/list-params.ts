import { reviewStatus, torontoToday } from '@shared/records/review-due';
import { isScheduled } from '@shared/schedule';
import type { ListPageInfo, ListQuery } from '@shared/schemas/list-query';

/** What a list filters and sorts on: a few fields of each record (a projection of the stored document). */
export type ListSummary = {
  id: string;
  title: string;
  slug: string;
  published: boolean;
  publishAt: string;
  /** Null for records without a medical review (location pages). */
  review: { reviewedBy: string; lastReviewed: string } | null;
  createdAtMs: number;
  updatedAtMs: number;
};

/** The time a record went (or goes) public: its scheduled time, else its creation. */
const publicationMs = (s: ListSummary) => {
  const at = s.publishAt ? Date.parse(s.publishAt) : NaN;
  return Number.isFinite(at) ? at : s.createdAtMs;
};

const TITLE_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function matchesStatus(s: ListSummary, status: ListQuery['status'], now: number): boolean {
  switch (status) {
    case undefined:
      return true;
    case 'draft':
      return !s.published;
    case 'scheduled':
      return s.published && isScheduled(s.publishAt, now);
    case 'published':
      return s.published && !isScheduled(s.publishAt, now);
    case 'review-due':
      return s.review !== null && reviewStatus(s.review, torontoToday(now)).due;
  }
}

const COMPARE: Record<ListQuery['sort'], (a: ListSummary, b: ListSummary) => number> = {
  updated: (a, b) => b.updatedAtMs - a.updatedAtMs,
  published: (a, b) => publicationMs(b) - publicationMs(a),
  title: (a, b) => TITLE_ORDER.compare(a.title, b.title),
};

/**
 * Search, filter, sort and cut one page from the summaries of a whole collection (a bounded server-side scan:
 * Firestore has no substring search; decision 0022). The search matches the title or the slug, ignoring case;
 * ties keep a stable order by id, so pages never overlap.
 */
export function pageOf(
  summaries: readonly ListSummary[],
  query: ListQuery,
  now: number,
): { ids: string[]; pageInfo: ListPageInfo } {
  const q = query.q ?? '';
  const compare = COMPARE[query.sort];
  const matching = summaries
    .filter((s) => !q || s.title.toLowerCase().includes(q) || s.slug.includes(q))
    .filter((s) => matchesStatus(s, query.status, now))
    .sort((a, b) => compare(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const total = matching.length;
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const start = (query.page - 1) * query.pageSize;
  return {
    ids: matching.slice(start, start + query.pageSize).map((s) => s.id),
    pageInfo: {
      page: query.page,
      pageSize: query.pageSize,
      total,
      pageCount,
      nextPage: query.page < pageCount ? query.page + 1 : null,
    },
  };
}
