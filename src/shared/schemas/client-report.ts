import { z } from 'zod';
import {
  CLIENT_ERROR_SOURCES,
  CLIENT_REPORT_LIMITS,
  MAX_VITAL,
  PAGE_TYPES,
  VITAL_METRICS,
  type PageType,
  type VitalMetric,
  type VitalRating,
} from './client-report-limits';

export * from './client-report-limits';

/** A build's id (VITE_RELEASE: a commit, or the package version). */
const release = z.string().regex(/^[A-Za-z0-9._-]{1,40}$/, 'Send the build id (letters, digits, dot, dash).');
const pageType = z.enum(PAGE_TYPES);

export const clientErrorReportSchema = z.strictObject({
  kind: z.literal('error'),
  source: z.enum(CLIENT_ERROR_SOURCES),
  release,
  pageType,
  name: z.string().max(CLIENT_REPORT_LIMITS.name).optional(),
  message: z.string().min(1).max(CLIENT_REPORT_LIMITS.message),
  stack: z.string().max(CLIENT_REPORT_LIMITS.stack).optional(),
  /** The page's address; the server keeps only its origin and path. */
  url: z.string().max(CLIENT_REPORT_LIMITS.url),
});

const vitalSample = z
  .strictObject({ name: z.enum(VITAL_METRICS), value: z.number().nonnegative() })
  .refine((sample) => sample.value <= MAX_VITAL[sample.name], { message: 'The value is out of range.' });

export const vitalsReportSchema = z.strictObject({
  kind: z.literal('vitals'),
  release,
  pageType,
  metrics: z
    .array(vitalSample)
    .min(1)
    .max(VITAL_METRICS.length)
    .refine((list) => new Set(list.map((m) => m.name)).size === list.length, {
      message: 'Send each metric once per report.',
    }),
});

export const clientReportSchema = z.discriminatedUnion('kind', [clientErrorReportSchema, vitalsReportSchema]);

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
export type VitalsReport = z.infer<typeof vitalsReportSchema>;
export type ClientReport = z.infer<typeof clientReportSchema>;

/** One row of GET /api/site-health: the 75th percentile of a metric on a page type over the period. */
export type SiteHealthRow = {
  pageType: PageType;
  metric: VitalMetric;
  /** The upper edge of the histogram bucket that holds the 75th percentile (ms; CLS unitless). */
  p75: number;
  /** True when the percentile lies beyond the last bucket: the value is at least `p75`. */
  beyondLastBucket: boolean;
  samples: number;
  rating: VitalRating;
};

export type SiteHealth = {
  /** First and last day of the period (UTC dates, YYYY-MM-DD), both included. */
  from: string;
  to: string;
  days: number;
  rows: SiteHealthRow[];
};

/** One page type's and metric's histogram for a UTC day, as stored (COLLECTIONS.siteHealthDaily). */
export const siteHealthDaySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  pageType,
  metric: z.enum(VITAL_METRICS),
  /** Bucket index (see functions/src/telemetry/histogram.ts) to count. */
  buckets: z.record(z.string(), z.number().int().nonnegative()),
});
export type SiteHealthDay = z.infer<typeof siteHealthDaySchema>;
