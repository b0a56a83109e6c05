/**
 * The values of the client reports (decision 0020), apart from their zod schemas (client-report.ts) so the
 * browser's reporter and the Site health screen use them without downloading zod (decision 0016).
 *
 * What the browser reports to POST /api/client-errors: an error, or a page view's web vitals. Vitals carry the
 * page's type, never its address, so the daily aggregates hold nothing about a visitor.
 */
export const PAGE_TYPES = [
  'home',
  'article',
  'articles',
  'location',
  'service',
  'team',
  'contact',
  'legal',
  'newsletter',
  'sign-in',
  'admin',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Where the browser caught the error: window listeners, React's boundary, a lazy chunk, the service worker. */
export const CLIENT_ERROR_SOURCES = [
  'uncaught',
  'unhandled-rejection',
  'error-boundary',
  'chunk-load',
  'service-worker',
] as const;
export type ClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number];

export const CLIENT_REPORT_LIMITS = {
  /** The route's body limit (413 beyond it): an error with a long stack fits several times over. */
  bodyBytes: 16 * 1024,
  name: 100,
  message: 1000,
  stack: 8000,
  url: 2000,
} as const;

/**
 * The plausible range of each metric: larger values are measurement errors (a tab left in the background, a
 * debugger paused), not page loads, and are dropped, by the browser before sending and by the server on receipt.
 */
export const MAX_VITAL = { LCP: 60_000, INP: 60_000, CLS: 10 } as const satisfies Record<VitalMetric, number>;

export const isPlausibleVital = (sample: { name: VitalMetric; value: number }): boolean =>
  sample.value <= MAX_VITAL[sample.name];

/** Core Web Vitals' thresholds (good up to the first, poor beyond the second), as web.dev publishes them. */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';
