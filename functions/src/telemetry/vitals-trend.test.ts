import { describe, expect, it } from 'vitest';
import { bucketOf, mergeCounts } from './histogram';
import { biggestChange, dailyPercentiles, releaseStarts, type DayHistogram } from './vitals-trend';

/** A stored day's histogram, as recordVitals leaves it, from that day's samples. */
const day = (date: string, values: number[]): DayHistogram => ({
  day: date,
  buckets: mergeCounts(values.map((value) => ({ [String(bucketOf('LCP', value))]: 1 }))),
});

// Blog pages: about 1.9 s for three days, then about 2.6 s from Nov 18 on (a heavier image shipped that day).
const BEFORE = [1500, 1700, 1800, 1900];
const AFTER = [2100, 2400, 2500, 2600];
const STORED = [
  day('2026-11-15', BEFORE),
  day('2026-11-16', BEFORE),
  day('2026-11-17', BEFORE),
  day('2026-11-18', AFTER),
  day('2026-11-19', AFTER),
];

describe('dailyPercentiles', () => {
  it("gives each day's own 75th percentile, oldest first, and skips days without samples", () => {
    const points = dailyPercentiles('LCP', [STORED[3]!, STORED[0]!, { day: '2026-11-20', buckets: {} }]);
    expect(points).toEqual([
      { day: '2026-11-15', p75: 1800, beyondLastBucket: false, samples: 4 },
      { day: '2026-11-18', p75: 2500, beyondLastBucket: false, samples: 4 },
    ]);
  });

  it('adds up two stored documents of the same day (the older one-per-metric shape)', () => {
    expect(dailyPercentiles('LCP', [day('2026-11-15', [1000]), day('2026-11-15', [3000, 3000, 3000])])).toEqual([
      { day: '2026-11-15', p75: 3000, beyondLastBucket: false, samples: 4 },
    ]);
  });
});

describe('biggestChange', () => {
  it('finds the day the 75th percentile moved most, from the summed histograms before and after it', () => {
    expect(biggestChange('LCP', STORED)).toEqual({ day: '2026-11-18', before: 1800, after: 2500, notable: true });
  });

  it('finds the step through day-to-day noise', () => {
    const noisy = [
      day('2026-11-15', BEFORE),
      day('2026-11-16', [1500, 1700, 1900, 2000]),
      day('2026-11-17', BEFORE),
      day('2026-11-18', AFTER),
      day('2026-11-19', [2100, 2300, 2400, 2500]),
      day('2026-11-20', AFTER),
    ];
    expect(biggestChange('LCP', noisy)).toMatchObject({ day: '2026-11-18', notable: true });
  });

  it('calls a move within noise steady, and needs two days to compare', () => {
    const steady = biggestChange('LCP', [day('2026-11-15', BEFORE), day('2026-11-16', [1500, 1700, 1900, 1900])]);
    expect(steady).toMatchObject({ notable: false });
    expect(biggestChange('LCP', [STORED[0]!])).toBeNull();
    expect(biggestChange('LCP', [])).toBeNull();
  });
});

describe('releaseStarts', () => {
  it('marks each day a release no earlier day had, and not the first day recorded', () => {
    expect(
      releaseStarts([
        { day: '2026-11-10', releases: ['a1'] },
        { day: '2026-11-11', releases: ['a1'] },
        // Two page types on one day: one release between them.
        { day: '2026-11-12', releases: ['a1', 'b2'] },
        { day: '2026-11-12', releases: ['b2'] },
        { day: '2026-11-14', releases: ['b2', 'c3'] },
      ]),
    ).toEqual([
      { day: '2026-11-12', release: 'b2' },
      { day: '2026-11-14', release: 'c3' },
    ]);
  });

  it('starts nothing from days stored before releases were recorded, nor from one day alone', () => {
    expect(
      releaseStarts([
        { day: '2026-11-10', releases: [] },
        { day: '2026-11-11', releases: ['a1'] },
      ]),
    ).toEqual([]);
    expect(releaseStarts([{ day: '2026-11-11', releases: ['a1', 'b2'] }])).toEqual([]);
  });
});
