import { describe, expect, it } from 'vitest';
import { segmentAfter, trimTrailingSlashes } from './url-path';

/** The median of several timed runs, in ms: one run is at the mercy of the scheduler and the garbage collector. */
function medianMs(run: () => unknown, runs = 9): number {
  const times = Array.from({ length: runs }, () => {
    const started = performance.now();
    run();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? Infinity;
}

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

  it('takes a 16 kB run of slashes followed by a letter in linear time (the old pattern took ~490 ms)', () => {
    const hostile = `/a${'/'.repeat(16_000)}x`;
    expect(trimTrailingSlashes(hostile)).toBe(hostile);
    expect(medianMs(() => trimTrailingSlashes(hostile))).toBeLessThan(5);
    expect(medianMs(() => trimTrailingSlashes(`/x${'/'.repeat(16_000)}`))).toBeLessThan(5);
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

  it('reads 16 kB paths in linear time', () => {
    for (const path of [`/article/${'a'.repeat(16_000)}/`, `/article/${'a/'.repeat(8_000)}`]) {
      expect(medianMs(() => segmentAfter(path, '/article/'))).toBeLessThan(5);
    }
  });
});
