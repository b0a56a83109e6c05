import { describe, expect, it } from 'vitest';
import { ARTICLES_PER_PAGE } from './constants';
import { pageNumbers, paginate } from './paginate';

const items = Array.from({ length: 13 }, (_, i) => i + 1);

describe('paginate', () => {
  it('returns the requested page of items, counting from 1', () => {
    expect(paginate(items, 1, ARTICLES_PER_PAGE)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3 });
    expect(paginate(items, 2, 6).items).toEqual([7, 8, 9, 10, 11, 12]);
    expect(paginate(items, 3, 6).items).toEqual([13]);
  });

  it('clamps pages outside the range', () => {
    expect(paginate(items, 9, 6)).toMatchObject({ page: 3, items: [13] });
    expect(paginate(items, 0, 6).page).toBe(1);
    expect(paginate(items, Number.NaN, 6).page).toBe(1);
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 1, 6)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('rejects a page size below 1', () => {
    expect(() => paginate(items, 1, 0)).toThrow(RangeError);
  });
});

describe('pageNumbers', () => {
  it('shows 1 to 3 on the first pages', () => {
    expect(pageNumbers(1, 5, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(2, 5, 3)).toEqual([1, 2, 3]);
  });

  it('slides along past page 3 and stops at the last page', () => {
    expect(pageNumbers(4, 5, 3)).toEqual([3, 4, 5]);
    expect(pageNumbers(5, 5, 3)).toEqual([3, 4, 5]);
  });

  it('shows only pages that exist', () => {
    expect(pageNumbers(1, 2, 3)).toEqual([1, 2]);
    expect(pageNumbers(1, 1, 3)).toEqual([1]);
  });
});
