import { describe, expect, it } from 'vitest';
import { LOCATION_LIST_STATUSES, listQueryString, parseListQuery } from './list-query';

const parse = (text: string, statuses?: Parameters<typeof parseListQuery>[1]) =>
  parseListQuery(new URLSearchParams(text), statuses);

describe('list parameters', () => {
  it('are none without any list parameter, whatever else the address carries', () => {
    expect(parse('')).toEqual({ kind: 'none' });
    expect(parse('v=123&utm_source=x')).toEqual({ kind: 'none' });
  });
  it('fill in the defaults: last updated first, page 1 of 25', () => {
    expect(parse('page=1')).toEqual({ kind: 'query', query: { sort: 'updated', page: 1, pageSize: 25 } });
    expect(parse('q=%20Heart%20&status=review-due&sort=title&page=3&pageSize=10')).toEqual({
      kind: 'query',
      query: { q: 'heart', status: 'review-due', sort: 'title', page: 3, pageSize: 10 },
    });
  });
  it.each([
    ['sort=newest', /^sort: Use one of: updated, published, title\.$/],
    ['status=archived', /^status: Use one of: draft, scheduled, published, review-due\.$/],
    ['page=0', /^page: Use a whole number from 1/],
    ['page=two', /^page: /],
    ['page=1.5', /^page: /],
    ['pageSize=101', /^pageSize: Use a whole number from 1 to 100/],
    [`q=${'x'.repeat(101)}`, /^q: Search for at most 100 characters\.$/],
    ['page=1&page=2', /^page: Give this parameter once\.$/],
  ])('refuse %s, naming the parameter', (text, message) => {
    const parsed = parse(text);
    expect(parsed.kind).toBe('invalid');
    expect(parsed.kind === 'invalid' && parsed.message).toMatch(message);
  });
  it('refuse review-due for location pages, which have no medical review', () => {
    const parsed = parse('status=review-due', LOCATION_LIST_STATUSES);
    expect(parsed.kind === 'invalid' && parsed.message).toBe('status: Use one of: draft, scheduled, published.');
  });
  it('are written back in a fixed order, empty ones left out', () => {
    expect(listQueryString({ page: 2, q: 'heart', status: undefined, sort: 'title' })).toBe(
      '?q=heart&sort=title&page=2',
    );
    expect(listQueryString({})).toBe('');
  });
});
