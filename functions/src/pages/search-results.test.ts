import { describe, expect, it } from 'vitest';
import { canonicalSearch } from './search-results';

const canonical = (search: string) => canonicalSearch(new URLSearchParams(search));

describe('canonicalSearch: the one address of a query', () => {
  it.each([
    ['?q=Pelvic%20Floor', 'pelvic floor', '?q=pelvic+floor'],
    ['?q=++pelvic+++floor++', 'pelvic floor', '?q=pelvic+floor'],
    ['?utm_source=mail&q=Heart', 'heart', '?q=heart'],
    ['?q=caf%C3%A9%20%26%20more', 'café & more', '?q=caf%C3%A9+%26+more'],
    ['?q=', '', ''],
    ['?q=%20', '', ''],
    ['', '', ''],
  ])('%s is searched as %j at %j', (search, query, address) => {
    expect(canonical(search)).toEqual({ query, search: address });
  });

  it('cuts a query to 100 characters, after lowercasing', () => {
    const { query } = canonical(`?q=${'A'.repeat(300)}`);
    expect(query).toBe('a'.repeat(100));
  });

  it('is its own fixed point: the canonical address is not redirected again', () => {
    for (const search of ['?q=Blood%20PRESSURE', `?q=${'İ'.repeat(120)}`, '?q=a%2Bb']) {
      const once = canonical(search);
      expect(canonical(once.search)).toEqual(once);
    }
  });
});
