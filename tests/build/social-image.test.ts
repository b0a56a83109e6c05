import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readPrecacheManifest } from '../../tools/build/precache';
import { DEFAULT_SOCIAL_IMAGE } from '../../src/components/seo/Seo';

const DIST = new URL('../../dist', import.meta.url).pathname;
if (!existsSync(join(DIST, 'index.html'))) throw new Error('No build in dist/: run `npm run build:web` first.');

describe('the default social image', () => {
  test('is the 1200×630 PNG every page without its own image names', () => {
    const png = readFileSync(join(DIST, DEFAULT_SOCIAL_IMAGE));
    // The PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(100 * 1024);
    const home = readFileSync(join(DIST, 'index.html'), 'utf8');
    expect(home).toMatch(/<meta data-ssr property="og:image" content="https?:\/\/[^"]+\/og-image\.png"/);
  });

  test('is not precached: only link previews fetch it', () => {
    const urls = readPrecacheManifest(DIST).map((entry) => entry.url);
    expect(urls).not.toContain(DEFAULT_SOCIAL_IMAGE.slice(1));
  });
});
