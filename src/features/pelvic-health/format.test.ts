import { describe, expect, it } from 'vitest';
import { formatCad, formatCount } from './format';

const intlCad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });

describe('formatCad', () => {
  it('formats the price list as whole Canadian dollars', () => {
    expect(formatCad(695)).toBe('$695');
    expect(formatCad(2400)).toBe('$2,400');
    expect(formatCad(2780)).toBe('$2,780');
    expect(formatCad(4500)).toBe('$4,500');
    expect(formatCad(5560)).toBe('$5,560');
  });

  it('matches Intl.NumberFormat en-CA CAD with no decimals', () => {
    for (const amount of [0, 5, 99, 695, 1000, 2400, 12_345, 1_234_567, 999.4, 1999.5, -2400, -0.4]) {
      expect(formatCad(amount)).toBe(intlCad.format(amount));
    }
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(11_000)).toBe('11,000');
    expect(formatCount(28)).toBe('28');
  });
});
