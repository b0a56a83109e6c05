export type Page<T> = {
  /** The items on the requested page. */
  items: T[];
  /** The page actually shown: the requested one, kept between 1 and `pageCount`. */
  page: number;
  /** Always at least 1, so an empty list still has a (blank) first page. */
  pageCount: number;
};

/** One page of `items`, counting pages from 1. Out-of-range pages are clamped rather than shown empty. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError('perPage must be a positive integer');
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.trunc(Number.isFinite(page) ? page : 1)), pageCount);
  const start = (current - 1) * perPage;
  return { items: items.slice(start, start + perPage), page: current, pageCount };
}

/**
 * The numbered buttons to show: at most `count` consecutive pages that include `page`, starting at 1
 * (1, 2, 3 on the first pages) and sliding along once the visitor moves past them.
 */
export function pageNumbers(page: number, pageCount: number, count: number): number[] {
  const shown = Math.min(count, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(shown / 2)), pageCount - shown + 1);
  return Array.from({ length: shown }, (_, i) => first + i);
}
