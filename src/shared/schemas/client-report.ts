import { z } from 'zod';
import {
  CLIENT_ERROR_SOURCES,
  CLIENT_REPORT_LIMITS,
  isPlausibleVital,
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

const vitalSample = z.strictObject({ name: z.enum(VITAL_METRICS), value: z.number().nonnegative() });

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
    })
    // Beyond MAX_VITAL a value is a measurement error: dropped, the report's other metrics kept (maybe none).
    .transform((list) => list.filter(isPlausibleVital)),
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
  /** The 75th percentile of each day with samples, oldest first (absent from servers before the daily line). */
  daily?: SiteHealthDayPoint[];
  /** The day the 75th percentile moved most, before against after (absent with under two days of samples). */
  change?: SiteHealthChange;
};

/** One day's 75th percentile of a metric on a page type, from that day's stored histogram. */
export type SiteHealthDayPoint = { day: string; p75: number; beyondLastBucket: boolean; samples: number };

/**
 * The 75th percentile of every visit before `day` against every visit from `day` on, at the day where the two
 * differ most; `notable` is false when even that gap is within noise.
 */
export type SiteHealthChange = { day: string; before: number; after: number; notable: boolean };

/** A release of the site that began on `day` (the first day its visits were counted), within the period. */
export type SiteHealthRelease = { day: string; release: string };

export type SiteHealth = {
  /** First and last day of the period (UTC dates, YYYY-MM-DD), both included. */
  from: string;
  to: string;
  days: number;
  rows: SiteHealthRow[];
  /** Days a new release began, oldest first (absent from servers before releases were recorded). */
  releases?: SiteHealthRelease[];
};

const histogram = z.record(z.string(), z.number().int().nonnegative());

/**
 * One page type's histograms for a UTC day, one per metric, as stored (COLLECTIONS.siteHealthDaily): a page view's
 * samples are one write to one document.
 */
export const siteHealthPageDaySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  pageType,
  /** Per metric, bucket index (see functions/src/telemetry/histogram.ts) to count. */
  metrics: z.partialRecord(z.enum(VITAL_METRICS), histogram),
  /** The releases deployed while the day's samples were counted (build ids; absent on days stored before). */
  releases: z.array(z.string()).optional(),
});
export type SiteHealthPageDay = z.infer<typeof siteHealthPageDaySchema>;

/**
 * One page type's and metric's histogram for a UTC day: the shape stored before one document held every metric,
 * still read while such days are within the period (they expire with it).
 */
export const siteHealthDaySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  pageType,
  metric: z.enum(VITAL_METRICS),
  buckets: histogram,
});
export type SiteHealthDay = z.infer<typeof siteHealthDaySchema>;
