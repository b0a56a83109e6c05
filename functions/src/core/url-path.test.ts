import { describe, expect, it } from 'vitest';
import { medianMs } from '../../../tests/support/timing';
import { segmentAfter, trimTrailingSlashes } from './url-path';

describe('trimTrailingSlashes', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['////', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/article/a-blog///', '/article/a-blog'],
    ['/a//b/', '/a//b'],
    ['', ''],
  ])('%j is %j', (path, trimmed) => {
    expect(trimTrailingSlashes(path)).toBe(trimmed);
  });

  it('takes a 16 kB run of slashes followed by a letter in linear time (the old pattern took ~490 ms)', async () => {
    const hostile = `/a${'/'.repeat(16_000)}x`;
    expect(trimTrailingSlashes(hostile)).toBe(hostile);
    expect(await medianMs(() => trimTrailingSlashes(hostile))).toBeLessThan(5);
    expect(await medianMs(() => trimTrailingSlashes(`/x${'/'.repeat(16_000)}`))).toBeLessThan(5);
  });
});

describe('segmentAfter', () => {
  it.each([
    ['/article/a-blog', '/article/', 'a-blog'],
    ['/article/', '/article/', null],
    ['/article/a/b', '/article/', null],
    ['/articles/x', '/article/', null],
    ['/location/leaside', '/article/', null],
  ])('%j after %j is %j', (path, prefix, segment) => {
    expect(segmentAfter(path, prefix)).toBe(segment);
  });

  it('reads 16 kB paths in linear time', async () => {
    for (const path of [`/article/${'a'.repeat(16_000)}/`, `/article/${'a/'.repeat(8_000)}`]) {
      expect(await medianMs(() => segmentAfter(path, '/article/'))).toBeLessThan(5);
    }
  });
});
