import type { PageType, SiteHealthRow, VitalMetric, VitalRating } from '@shared/schemas/client-report';

export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: 'Home page',
  article: 'Blog posts',
  articles: 'Blog listing',
  location: 'Location pages',
  service: 'Service pages',
  team: 'Team pages',
  contact: 'Contact and thank-you',
  legal: 'Privacy and terms',
  newsletter: 'Newsletter confirmations',
  'sign-in': 'Sign-in',
  admin: 'Admin portal',
  other: 'Other pages',
};

export const METRICS: { metric: VitalMetric; label: string; good: string }[] = [
  { metric: 'LCP', label: 'Largest Contentful Paint (LCP)', good: 'good up to 2.5 s' },
  { metric: 'INP', label: 'Interaction to Next Paint (INP)', good: 'good up to 200 ms' },
  { metric: 'CLS', label: 'Cumulative Layout Shift (CLS)', good: 'good up to 0.1' },
];

export const RATING_LABELS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** LCP in seconds (one decimal), INP in milliseconds, CLS as a plain number; "over" when beyond the histogram. */
export function formatValue(row: Pick<SiteHealthRow, 'metric' | 'p75' | 'beyondLastBucket'>): string {
  const value =
    row.metric === 'LCP'
      ? `${(row.p75 / 1000).toFixed(1)} s`
      : row.metric === 'INP'
        ? `${row.p75} ms`
        : String(row.p75);
  return row.beyondLastBucket ? `over ${value}` : value;
}

export const formatSamples = (samples: number) =>
  `${samples.toLocaleString('en-CA')} ${samples === 1 ? 'visit' : 'visits'}`;
