import { describe, expect, it } from 'vitest';
import { clientReportSchema } from './client-report';

const vitals = (metrics: { name: string; value: number }[]) =>
  clientReportSchema.parse({ kind: 'vitals', release: '1', pageType: 'home', metrics });

describe('the vitals report', () => {
  it('drops values beyond the plausible range and keeps the others', () => {
    const report = vitals([
      { name: 'LCP', value: 60_001 },
      { name: 'INP', value: 180 },
      { name: 'CLS', value: 10.5 },
    ]);
    expect(report.kind === 'vitals' && report.metrics).toEqual([{ name: 'INP', value: 180 }]);
  });

  it('keeps the edges of the range (LCP and INP 60 s, CLS 10)', () => {
    const metrics = [
      { name: 'LCP', value: 60_000 },
      { name: 'INP', value: 60_000 },
      { name: 'CLS', value: 10 },
    ];
    expect(vitals(metrics)).toMatchObject({ metrics });
  });

  it('is still valid when every value was dropped, with no metric left', () => {
    expect(vitals([{ name: 'INP', value: 61_000 }])).toMatchObject({ metrics: [] });
  });

  it('still refuses a negative value, an unknown metric and a metric twice', () => {
    for (const metrics of [
      [{ name: 'LCP', value: -1 }],
      [{ name: 'FID', value: 3 }],
      [
        { name: 'CLS', value: 0.1 },
        { name: 'CLS', value: 0.2 },
      ],
    ]) {
      expect(clientReportSchema.safeParse({ kind: 'vitals', release: '1', pageType: 'home', metrics }).success).toBe(
        false,
      );
    }
  });
});
