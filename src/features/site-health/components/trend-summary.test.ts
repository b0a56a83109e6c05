import { describe, expect, it } from 'vitest';
import type { SiteHealthRow } from '@shared/schemas/client-report';
import { formatDay, trendSentence } from './trend-summary';

const point = (day: string, p75: number, samples = 40) => ({ day, p75, beyondLastBucket: false, samples });

const BLOG_LCP: SiteHealthRow = {
  pageType: 'article',
  metric: 'LCP',
  p75: 2400,
  beyondLastBucket: false,
  samples: 200,
  rating: 'good',
  daily: [point('2026-11-16', 1900), point('2026-11-17', 1800), point('2026-11-18', 2600), point('2026-11-19', 2500)],
  change: { day: '2026-11-18', before: 1900, after: 2600, notable: true },
};

describe('trendSentence', () => {
  it('says a new release began on the day the line moved, and nothing of releases on other days', () => {
    expect(trendSentence(BLOG_LCP, [{ day: '2026-11-18', release: 'b2' }])).toBe(
      'LCP on blog posts rose from 1.9 s to 2.6 s on Nov 18, the day a new release began.',
    );
    expect(trendSentence(BLOG_LCP, [{ day: '2026-11-12', release: 'a1' }])).toBe(
      'LCP on blog posts rose from 1.9 s to 2.6 s on Nov 18.',
    );
  });

  it('names the metric, the kind of page, the figures before and after, and the day', () => {
    expect(trendSentence(BLOG_LCP)).toBe('LCP on blog posts rose from 1.9 s to 2.6 s on Nov 18.');
    expect(
      trendSentence({
        ...BLOG_LCP,
        pageType: 'home',
        metric: 'INP',
        change: { day: '2026-11-17', before: 350, after: 150, notable: true },
      }),
    ).toBe('INP on the home page fell from 350 ms to 150 ms on Nov 17.');
  });

  it('says the line held steady when the move is within noise', () => {
    expect(
      trendSentence({ ...BLOG_LCP, change: { day: '2026-11-18', before: 2300, after: 2400, notable: false } }),
    ).toBe('LCP on blog posts held steady at about 2.4 s from Nov 16 to Nov 19.');
  });

  it('speaks of one day, or of the period, when there is nothing to compare', () => {
    const { change: _none, ...noChange } = BLOG_LCP;
    expect(trendSentence({ ...noChange, daily: [point('2026-11-19', 2500)] })).toBe(
      'LCP on blog posts was 2.5 s on Nov 19, the only day with visits so far.',
    );
    const { daily: _older, ...fromOlderServer } = noChange;
    expect(trendSentence(fromOlderServer)).toBe('LCP on blog posts was 2.4 s over the period.');
  });

  it('writes the day as a short date, in UTC like the stored days', () => {
    expect(formatDay('2026-11-01')).toBe('Nov 1');
  });
});
