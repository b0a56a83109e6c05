/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_SIZE, TEXT_SIZES, TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_STORAGE_KEY } from './text-size-options';

// public/text-size.js applies the stored size before the app loads; it cannot import this module.
const EARLY_SCRIPT = readFileSync(new URL('../../../public/text-size.js', import.meta.url), 'utf8');

describe('the early text-size script', () => {
  it('reads the same storage key and sets the same attribute as the app', () => {
    expect(EARLY_SCRIPT).toContain(`localStorage.getItem('${TEXT_SIZE_STORAGE_KEY}')`);
    expect(EARLY_SCRIPT).toContain(`setAttribute('${TEXT_SIZE_ATTRIBUTE}'`);
  });

  it('knows every non-default size', () => {
    for (const size of TEXT_SIZES.filter((s) => s.id !== DEFAULT_TEXT_SIZE))
      expect(EARLY_SCRIPT).toContain(`'${size.id}'`);
  });
});
