import { describe, expect, it } from 'vitest';
import { formatLegalDate } from './format-legal-date';

describe('formatLegalDate', () => {
  it('writes an ISO date in words, independent of locale and time zone', () => {
    expect(formatLegalDate('2026-11-21')).toBe('November 21, 2026');
    expect(formatLegalDate('2025-01-05')).toBe('January 5, 2025');
  });

  it('returns anything else unchanged', () => {
    expect(formatLegalDate('soon')).toBe('soon');
    expect(formatLegalDate('2025-13-01')).toBe('2025-13-01');
  });
});
