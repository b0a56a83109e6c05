import { describe, expect, it } from 'vitest';
import { isSlug, MAX_SLUG_LENGTH, toSlug } from './slug';

describe('isSlug', () => {
  it.each(['a', 'heart-health', 'ghap-2026', 'a'.repeat(MAX_SLUG_LENGTH)])('accepts %s', (text) => {
    expect(isSlug(text)).toBe(true);
  });

  it.each(['', 'Heart', 'a_b', 'a--b', '-a', 'a-', 'a/b', 'é', 'a'.repeat(MAX_SLUG_LENGTH + 1)])(
    'refuses %j',
    (text) => {
      expect(isSlug(text)).toBe(false);
    },
  );

  it('accepts what toSlug makes of a title', () => {
    expect(isSlug(toSlug('Santé à Toronto: a guide'))).toBe(true);
  });
});
