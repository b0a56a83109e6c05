// @vitest-environment jsdom
import { getConfig } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';

// tests/support/unit-setup.ts runs before every unit file, and configures Testing Library only where a document is.
describe('the unit setup', () => {
  it('lets a file with a browser document wait on a condition until just before its test timeout', () => {
    expect(getConfig().asyncUtilTimeout).toBe(15_000);
  });
});
