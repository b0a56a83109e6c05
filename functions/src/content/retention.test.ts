import { describe, expect, it } from 'vitest';
import { isTrashExpired, REVISIONS_KEPT, revisionsBeyond, trashExpiry, TRASH_DAYS } from './retention';

describe('trash expiry', () => {
  const deletedAt = Date.parse('2026-11-01T12:00:00Z');

  it('keeps a deleted record restorable for 30 days, to the millisecond', () => {
    const expires = trashExpiry(deletedAt);
    expect(TRASH_DAYS).toBe(30);
    expect(new Date(expires).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(isTrashExpired(expires, expires - 1)).toBe(false);
    expect(isTrashExpired(expires, expires)).toBe(true);
  });

  it('counts days in UTC, unaffected by the daylight-saving change in between (November 1 in Toronto)', () => {
    expect(trashExpiry(deletedAt) - deletedAt).toBe(30 * 24 * 3600 * 1000);
  });
});

describe('revision retention', () => {
  const revision = (n: number, at = n * 1000) => ({ id: `r${String(n).padStart(3, '0')}`, at });

  it('keeps the latest 50 and drops the rest, oldest first', () => {
    const all = Array.from({ length: 53 }, (_, i) => revision(i));
    const dropped = revisionsBeyond(all);
    expect(REVISIONS_KEPT).toBe(50);
    expect(dropped.map((r) => r.id)).toEqual(['r002', 'r001', 'r000']);
  });

  it('drops nothing at or under the limit, whatever the input order', () => {
    const all = Array.from({ length: 50 }, (_, i) => revision(i)).reverse();
    expect(revisionsBeyond(all)).toEqual([]);
  });

  it('orders revisions of the same millisecond by id', () => {
    expect(revisionsBeyond([revision(1, 5), revision(2, 5), revision(3, 5)], 2)).toEqual([revision(1, 5)]);
  });
});
