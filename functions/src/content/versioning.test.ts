import { describe, expect, it } from 'vitest';
import { etagOf, parseIfMatch, preconditionHolds, versionOf } from './versioning';

describe('If-Match parsing', () => {
  it('is no precondition when the header is absent (last write wins, as before)', () => {
    expect(parseIfMatch(undefined)).toEqual({ kind: 'none' });
  });
  it('takes *, one strong tag, a list, and a bare version', () => {
    expect(parseIfMatch('*')).toEqual({ kind: 'any' });
    expect(parseIfMatch('"abc_1-Z"')).toEqual({ kind: 'versions', versions: ['abc_1-Z'] });
    expect(parseIfMatch(' "a" , "b" ')).toEqual({ kind: 'versions', versions: ['a', 'b'] });
    expect(parseIfMatch('abc')).toEqual({ kind: 'versions', versions: ['abc'] });
    expect(parseIfMatch(['"a"', '"b"'])).toEqual({ kind: 'versions', versions: ['a', 'b'] });
  });
  it.each(['', 'W/"abc"', '"unterminated', 'two words', '"a",', '""'])('refuses %j, saying what to send', (header) => {
    const parsed = parseIfMatch(header);
    expect(parsed.kind).toBe('invalid');
    expect(parsed.kind === 'invalid' && parsed.message).toMatch(/^If-Match: /);
  });
});

describe('preconditions', () => {
  const record = { blog_id: 'b1', title: 'A', updatedAt: '2026-11-27T08:00:00.000Z' };
  const version = versionOf(record);

  it('holds for no precondition whatever is stored', () => {
    expect(preconditionHolds({ kind: 'none' }, version)).toBe(true);
  });
  it('holds for the stored version only', () => {
    expect(preconditionHolds({ kind: 'versions', versions: [version] }, version)).toBe(true);
    expect(preconditionHolds({ kind: 'versions', versions: ['older', version] }, version)).toBe(true);
    expect(preconditionHolds({ kind: 'versions', versions: ['older'] }, version)).toBe(false);
  });
  it('never holds against a record that cannot be read', () => {
    expect(preconditionHolds({ kind: 'any' }, null)).toBe(false);
    expect(preconditionHolds({ kind: 'any' }, version)).toBe(true);
  });
  it('changes with any field or the save time, and is a quoted token as an ETag', () => {
    expect(versionOf({ ...record, title: 'B' })).not.toBe(version);
    expect(versionOf({ ...record, updatedAt: '2026-11-27T08:00:00.001Z' })).not.toBe(version);
    expect(versionOf({ ...record })).toBe(version);
    expect(etagOf(version)).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(parseIfMatch(etagOf(version))).toEqual({ kind: 'versions', versions: [version] });
  });
});
