import { describe, expect, it } from 'vitest';
import { readSlugClaim, resolveSlug, slugClaimWrites } from './slug-claims';

/** A slug collection and the records' current slugs, changed only through slugClaimWrites as the save does. */
function store() {
  const claims = new Map<string, Record<string, string>>();
  const slugs = new Map<string, string>();
  return {
    save(id: string, slug: string) {
      for (const { slug: key, data } of slugClaimWrites(id, slugs.get(id), slug)) claims.set(key, data);
      slugs.set(id, slug);
    },
    resolve: (slug: string) => resolveSlug(slug, readSlugClaim(claims.get(slug)), (id) => slugs.get(id) ?? null),
    drop: (id: string) => slugs.delete(id),
  };
}

describe('slug claims and redirects', () => {
  it('reads a held address, an old one and a missing or malformed one', () => {
    expect(readSlugClaim({ id: 'b1' })).toEqual({ kind: 'held', id: 'b1' });
    expect(readSlugClaim({ redirectTo: 'b1' })).toEqual({ kind: 'redirect', to: 'b1' });
    expect(readSlugClaim(undefined)).toEqual({ kind: 'free' });
    expect(readSlugClaim({ id: 7 })).toEqual({ kind: 'free' });
  });

  it('a save that keeps the slug writes only its claim', () => {
    expect(slugClaimWrites('b1', 'a', 'a')).toEqual([{ slug: 'a', data: { id: 'b1' } }]);
    expect(slugClaimWrites('b1', undefined, 'a')).toEqual([{ slug: 'a', data: { id: 'b1' } }]);
  });

  it('renaming A -> B -> C leaves A and B one hop from C', () => {
    const s = store();
    s.save('b1', 'a');
    s.save('b1', 'b');
    s.save('b1', 'c');
    expect(s.resolve('a')).toEqual({ kind: 'redirect', slug: 'c' });
    expect(s.resolve('b')).toEqual({ kind: 'redirect', slug: 'c' });
    expect(s.resolve('c')).toEqual({ kind: 'record', id: 'b1' });
  });

  it('renaming back to an old address makes it the record again, and the other one redirects', () => {
    const s = store();
    s.save('b1', 'a');
    s.save('b1', 'b');
    s.save('b1', 'a');
    expect(s.resolve('a')).toEqual({ kind: 'record', id: 'b1' });
    expect(s.resolve('b')).toEqual({ kind: 'redirect', slug: 'a' });
  });

  it('another record taking an old address ends the redirect there, and only there', () => {
    const s = store();
    s.save('b1', 'a');
    s.save('b1', 'b');
    s.save('b1', 'c');
    s.save('b2', 'a');
    expect(s.resolve('a')).toEqual({ kind: 'record', id: 'b2' });
    expect(s.resolve('b')).toEqual({ kind: 'redirect', slug: 'c' });
    // b2 renamed away again: its old address now leads to b2, not back to b1.
    s.save('b2', 'd');
    expect(s.resolve('a')).toEqual({ kind: 'redirect', slug: 'd' });
  });

  it('an old address of a record that is gone or not public redirects nowhere', () => {
    const s = store();
    s.save('b1', 'a');
    s.save('b1', 'b');
    s.drop('b1');
    expect(s.resolve('a')).toEqual({ kind: 'none' });
    expect(s.resolve('never-used')).toEqual({ kind: 'none' });
  });
});
