import type {
  SiteHealthChange,
  SiteHealthDayPoint,
  SiteHealthRelease,
  VitalMetric,
} from '@shared/schemas/client-report';
import { mergeCounts, percentileOf } from './histogram';

/** One stored day's histogram of one metric on one page type. */
export type DayHistogram = { day: string; buckets: Record<string, number> };

/**
 * Below these, a move of the 75th percentile is within a bucket or two of noise and the period reads as steady:
 * about a tenth of the span between "good" and "poor".
 */
export const NOTABLE_CHANGE: Record<VitalMetric, number> = { LCP: 200, INP: 50, CLS: 0.02 };

/** The 75th percentile of each day that has samples, oldest first: the line Site health draws. */
export function dailyPercentiles(metric: VitalMetric, days: readonly DayHistogram[]): SiteHealthDayPoint[] {
  const byDay = new Map<string, Record<string, number>[]>();
  for (const { day, buckets } of days) byDay.set(day, [...(byDay.get(day) ?? []), buckets]);
  return [...byDay.keys()].sort().flatMap((day) => {
    const p75 = percentileOf(metric, mergeCounts(byDay.get(day) ?? []), 0.75);
    return p75 ? [{ day, p75: p75.value, beyondLastBucket: p75.beyondLastBucket, samples: p75.samples }] : [];
  });
}

/**
 * The day the metric moved most: the split of the daily line into a before and an after that fits two flat levels
 * best (least squares, each day weighted by its visits, so a quiet day's odd figure weighs little). Before and
 * after are then the 75th percentiles of all visits on either side, from the summed histograms. Null with fewer
 * than two days of samples; `notable` false when the gap is within noise ("held steady").
 */
export function biggestChange(metric: VitalMetric, days: readonly DayHistogram[]): SiteHealthChange | null {
  const points = dailyPercentiles(metric, days);
  if (points.length < 2) return null;
  const spread = (part: SiteHealthDayPoint[]) => {
    const weight = part.reduce((sum, p) => sum + p.samples, 0);
    const mean = part.reduce((sum, p) => sum + p.p75 * p.samples, 0) / weight;
    return part.reduce((sum, p) => sum + p.samples * (p.p75 - mean) ** 2, 0);
  };
  let bestAt = 1;
  let bestSpread = Infinity;
  for (let i = 1; i < points.length; i++) {
    const total = spread(points.slice(0, i)) + spread(points.slice(i));
    if (total < bestSpread) {
      bestSpread = total;
      bestAt = i;
    }
  }
  const split = (points[bestAt] as SiteHealthDayPoint).day;
  const merged = (keep: (day: string) => boolean) =>
    percentileOf(metric, mergeCounts(days.filter((d) => keep(d.day)).map((d) => d.buckets)), 0.75);
  const before = merged((day) => day < split);
  const after = merged((day) => day >= split);
  if (!before || !after) return null;
  const gap = Math.abs(after.value - before.value);
  return { day: split, before: before.value, after: after.value, notable: gap >= NOTABLE_CHANGE[metric] };
}

/**
 * The days a new release began within the period: each day whose stored releases include one no earlier day had,
 * oldest first. The first day with releases recorded starts nothing (its release may have begun before the period).
 */
export function releaseStarts(days: readonly { day: string; releases: readonly string[] }[]): SiteHealthRelease[] {
  const byDay = new Map<string, Set<string>>();
  for (const { day, releases } of days) {
    const known = byDay.get(day) ?? new Set<string>();
    releases.forEach((release) => known.add(release));
    byDay.set(day, known);
  }
  const seen = new Set<string>();
  const starts: SiteHealthRelease[] = [];
  const ordered = [...byDay.keys()].filter((day) => byDay.get(day)!.size > 0).sort();
  ordered.forEach((day, index) => {
    for (const release of [...byDay.get(day)!].sort()) {
      if (index > 0 && !seen.has(release)) starts.push({ day, release });
      seen.add(release);
    }
  });
  return starts;
}
