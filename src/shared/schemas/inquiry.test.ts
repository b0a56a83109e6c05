import { describe, expect, it } from 'vitest';
import { INQUIRY_PAGE_MAX, inquiryQuerySchema } from './inquiry';

const parse = (query: Record<string, string>) => inquiryQuerySchema.safeParse(query);
const firstMessage = (query: Record<string, string>) => {
  const result = parse(query);
  return result.success ? null : `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`;
};

describe('inquiryQuerySchema', () => {
  it('asks for nothing: a request without parameters gets the newest page of 200', () => {
    expect(parse({})).toEqual({ success: true, data: { limit: INQUIRY_PAGE_MAX } });
  });

  it('takes a limit, a cursor, a name search and Toronto days', () => {
    expect(parse({ limit: '25', cursor: 'WzEsMiwiYSJd', q: '  Patel ', from: '2026-11-01', to: '2026-11-20' })).toEqual(
      {
        success: true,
        data: { limit: 25, cursor: 'WzEsMiwiYSJd', q: 'Patel', from: '2026-11-01', to: '2026-11-20' },
      },
    );
    expect(parse({ q: '   ', from: '2026-11-20', to: '2026-11-20' }).data).toEqual({
      limit: INQUIRY_PAGE_MAX,
      from: '2026-11-20',
      to: '2026-11-20',
    });
  });

  it.each([
    [{ limit: '0' }, /^limit: Use a whole number from 1 to 200/],
    [{ limit: '201' }, /^limit: Use a whole number from 1 to 200/],
    [{ limit: 'ten' }, /^limit: Use a whole number/],
    [{ limit: '1.5' }, /^limit: Use a whole number/],
    [{ from: '2026-02-30' }, /^from: Use a date written YYYY-MM-DD/],
    [{ to: 'yesterday' }, /^to: Use a date written YYYY-MM-DD/],
    [{ from: '2026-11-21', to: '2026-11-20' }, /^from: The start date is after the end date/],
    [{ cursor: 'not a cursor!' }, /^cursor: This page link is damaged/],
    [{ cursor: 'a'.repeat(301) }, /^cursor: This page link is damaged/],
    [{ q: 'x'.repeat(101) }, /^q: Search for at most 100 characters/],
  ])('refuses %j with a sentence naming the parameter', (query, message) => {
    expect(firstMessage(query)).toMatch(message);
  });
});
