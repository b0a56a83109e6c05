import { describe, expect, it } from 'vitest';
import { presenceSentence } from './use-presence';

describe('presenceSentence', () => {
  it('names who else is editing', () => {
    expect(presenceSentence([])).toBe('');
    expect(presenceSentence(['dr.x@clinic.ca'])).toMatch(/^dr\.x@clinic\.ca is also editing this\./);
    expect(presenceSentence(['a', 'b', 'c'])).toMatch(/^a, b and c are also editing this\./);
  });
});
