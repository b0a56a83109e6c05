import { describe, expect, it } from 'vitest';
import { BUCKET_EDGES, bucketOf, mergeCounts, percentileOf, rateVital } from './histogram';

/** The histogram a list of samples makes. */
const histogramOf = (metric: 'LCP' | 'INP' | 'CLS', values: number[]) =>
  mergeCounts(values.map((value) => ({ [String(bucketOf(metric, value))]: 1 })));

describe('bucketOf', () => {
  it('puts a value in the first bucket whose upper edge it does not exceed', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 100)).toBe(0);
    expect(bucketOf('LCP', 101)).toBe(1);
    expect(bucketOf('LCP', 2500)).toBe(24);
    expect(bucketOf('CLS', 0.1)).toBe(9);
    expect(bucketOf('INP', 200)).toBe(7);
  });

  it('counts anything beyond the last edge in the overflow bucket', () => {
    expect(bucketOf('LCP', 1e6)).toBe(BUCKET_EDGES.LCP.length);
  });

  it('has strictly ascending edges', () => {
    for (const edges of Object.values(BUCKET_EDGES)) {
      expect(edges.every((edge, i) => i === 0 || edge > (edges[i - 1] as number))).toBe(true);
    }
  });
});

describe('percentileOf', () => {
  it('answers the upper edge of the bucket holding the nearest-rank 75th percentile', () => {
    // 100 samples 10, 20, ..., 1000 ms: the 75th is 750 ms, which the (700, 800] bucket holds.
    const values = Array.from({ length: 100 }, (_, i) => (i + 1) * 10);
    expect(percentileOf('LCP', histogramOf('LCP', values), 0.75)).toEqual({
      value: 800,
      beyondLastBucket: false,
      samples: 100,
    });
  });

  it('is never better than the true value, and at most one bucket worse', () => {
    const values = [120, 180, 260, 310, 450, 610, 900, 1200, 2600, 4100, 180, 95];
    const sorted = [...values].sort((a, b) => a - b);
    const truth = sorted[Math.ceil(0.75 * values.length) - 1] as number;
    const p75 = percentileOf('INP', histogramOf('INP', values), 0.75);
    expect(p75?.value).toBeGreaterThanOrEqual(truth);
    expect(bucketOf('INP', p75?.value ?? 0)).toBe(bucketOf('INP', truth));
  });

  it('says when the percentile lies beyond the last bucket', () => {
    expect(percentileOf('CLS', histogramOf('CLS', [0.01, 9, 9, 9]), 0.75)).toEqual({
      value: 5,
      beyondLastBucket: true,
      samples: 4,
    });
  });

  it('answers null without samples, and the one sample of one', () => {
    expect(percentileOf('LCP', {}, 0.75)).toBeNull();
    expect(percentileOf('LCP', histogramOf('LCP', [1234]), 0.75)?.value).toBe(1300);
  });

  it('adds days bucket by bucket', () => {
    expect(mergeCounts([{ '1': 2, '3': 1 }, { '1': 5 }])).toEqual({ '1': 7, '3': 1 });
  });
});

describe('rateVital', () => {
  it('uses the Core Web Vitals thresholds', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2600)).toBe('needs-improvement');
    expect(rateVital('INP', 501)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
  });
});
