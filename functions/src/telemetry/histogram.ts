import { VITAL_THRESHOLDS, type VitalMetric, type VitalRating } from '@shared/schemas/client-report';

/**
 * Fixed-bucket histograms of the web vitals (decision 0020). A day's samples of one metric on one page type are
 * counts per bucket, so a sample is one increment of one field (no read, no transaction) and the 75th percentile
 * of any period is the sum of its days' counts. Buckets are fine around the thresholds that matter (100 ms for
 * LCP, 25 ms for INP, 0.01 for CLS) and coarse far beyond them.
 */
const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 1000) / 1000);

/** Upper edges, ascending; bucket i holds values in (edge[i-1], edge[i]], the last bucket everything beyond. */
export const BUCKET_EDGES: Record<VitalMetric, readonly number[]> = {
  LCP: [...range(100, 6000, 100), 7000, 8000, 10_000, 15_000, 20_000, 30_000],
  INP: [...range(25, 1000, 25), 1250, 1500, 2000, 3000, 5000, 10_000],
  CLS: [...range(0.01, 0.5, 0.01), 0.6, 0.8, 1, 1.5, 2, 3, 5],
};

/** The bucket a value counts in: the first whose upper edge it does not exceed, else the overflow bucket. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const edges = BUCKET_EDGES[metric];
  let low = 0;
  let high = edges.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (value <= (edges[mid] as number)) high = mid;
    else low = mid + 1;
  }
  return low;
}

export type Percentile = { value: number; beyondLastBucket: boolean; samples: number };

/**
 * The `fraction` percentile (0.75 for p75) of a histogram: the upper edge of the bucket holding the sample of that
 * rank (nearest-rank method), so the answer is never better than the truth by more than one bucket. Null when
 * there is no sample.
 */
export function percentileOf(metric: VitalMetric, counts: Record<string, number>, fraction: number): Percentile | null {
  const edges = BUCKET_EDGES[metric];
  const perBucket = Array.from({ length: edges.length + 1 }, (_, i) => counts[String(i)] ?? 0);
  const samples = perBucket.reduce((sum, n) => sum + n, 0);
  if (samples === 0) return null;
  const rank = Math.max(1, Math.ceil(fraction * samples));
  let seen = 0;
  for (let i = 0; i < perBucket.length; i++) {
    seen += perBucket[i] as number;
    if (seen >= rank) {
      const beyondLastBucket = i === edges.length;
      return { value: edges[beyondLastBucket ? i - 1 : i] as number, beyondLastBucket, samples };
    }
  }
  throw new Error('unreachable: the rank is at most the number of samples');
}

/** Adds histograms bucket by bucket. */
export function mergeCounts(histograms: Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const histogram of histograms) {
    for (const [bucket, count] of Object.entries(histogram)) total[bucket] = (total[bucket] ?? 0) + count;
  }
  return total;
}

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
