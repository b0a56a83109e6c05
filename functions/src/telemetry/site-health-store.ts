import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import {
  PAGE_TYPES,
  VITAL_METRICS,
  siteHealthDaySchema,
  siteHealthPageDaySchema,
  type PageType,
  type SiteHealth,
  type SiteHealthRow,
  type VitalMetric,
  type VitalsReport,
} from '@shared/schemas/client-report';
import { withDeadline } from '../data/firestore';
import { bucketOf, mergeCounts, percentileOf, rateVital } from './histogram';
import { deployedWebRelease } from './source-maps';
import { biggestChange, dailyPercentiles, releaseStarts, type DayHistogram } from './vitals-trend';

/**
 * Site health's daily aggregates (decision 0020): one document per UTC day and page type, holding a histogram per
 * metric. Nothing about a visitor is stored: no address, no time finer than the day, no identifier.
 */
export const SITE_HEALTH_DAYS = 28;
const DAY_MS = 24 * 60 * 60_000;
/** A day's document is kept past the period by a day, then deleted (TTL policy on `expiresAt`, retention job). */
const KEEP_MS = (SITE_HEALTH_DAYS + 1) * DAY_MS;

export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const dayStartMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

const docId = (day: string, pageType: PageType) => `${day}_${pageType}`;

const daily = (db: Firestore) => db.collection(COLLECTIONS.siteHealthDaily);

/**
 * Counts a page view's samples: one write, which increments one bucket field per metric of the page type's day
 * document. No read and no transaction, so concurrent visitors never queue on a document's lock (decision 0003);
 * the increments are server-value transforms, which both local Firestores apply. A report whose values were all
 * dropped as implausible writes nothing. The day also notes the release deployed with this function (never the
 * report's own, which a browser could make up), so Site health can mark the day a release began.
 */
export async function recordVitals(
  report: VitalsReport,
  nowMs = Date.now(),
  release = deployedWebRelease(),
): Promise<void> {
  if (report.metrics.length === 0) return;
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  const day = utcDay(nowMs);
  const expiresAt = Timestamp.fromMillis(dayStartMs(day) + KEEP_MS);
  const metrics = Object.fromEntries(
    report.metrics.map(({ name, value }) => [name, { [String(bucketOf(name, value))]: FieldValue.increment(1) }]),
  );
  await withDeadline((db) =>
    daily(db)
      .doc(docId(day, report.pageType))
      .set(
        {
          day,
          pageType: report.pageType,
          expiresAt,
          metrics,
          ...(release ? { releases: FieldValue.arrayUnion(release) } : {}),
        },
        { merge: true },
      ),
  );
}

/** A stored day's histograms by metric: today's shape, or the one-document-per-metric shape written before it. */
function histogramsOf(data: unknown): {
  day: string;
  pageType: PageType;
  histograms: [VitalMetric, Record<string, number>][];
  releases: string[];
} | null {
  const page = siteHealthPageDaySchema.safeParse(data);
  if (page.success) {
    const histograms = VITAL_METRICS.flatMap((metric) => {
      const buckets = page.data.metrics[metric];
      return buckets ? [[metric, buckets] as [VitalMetric, Record<string, number>]] : [];
    });
    return { day: page.data.day, pageType: page.data.pageType, histograms, releases: page.data.releases ?? [] };
  }
  const older = siteHealthDaySchema.safeParse(data);
  return older.success
    ? {
        day: older.data.day,
        pageType: older.data.pageType,
        histograms: [[older.data.metric, older.data.buckets]],
        releases: [],
      }
    : null;
}

/**
 * The 75th percentile per page type and metric over the last SITE_HEALTH_DAYS UTC days, today included, with each
 * day's own 75th percentile and the day it moved most (for the line and its summary sentence).
 */
export async function readSiteHealth(nowMs = Date.now()): Promise<SiteHealth> {
  const to = utcDay(nowMs);
  const from = utcDay(dayStartMs(to) - (SITE_HEALTH_DAYS - 1) * DAY_MS);
  const snapshot = await withDeadline((db) => daily(db).where('day', '>=', from).where('day', '<=', to).get());
  const groups = new Map<string, DayHistogram[]>();
  const releases: { day: string; releases: string[] }[] = [];
  for (const doc of snapshot.docs) {
    const parsed = histogramsOf(doc.data());
    if (parsed) releases.push({ day: parsed.day, releases: parsed.releases });
    for (const [metric, buckets] of parsed?.histograms ?? []) {
      const key = `${parsed?.pageType} ${metric}`;
      groups.set(key, [...(groups.get(key) ?? []), { day: parsed?.day ?? '', buckets }]);
    }
  }
  const rows: SiteHealthRow[] = [];
  for (const pageType of PAGE_TYPES) {
    for (const metric of VITAL_METRICS) {
      const days = groups.get(`${pageType} ${metric}`);
      const p75 = days && percentileOf(metric, mergeCounts(days.map((d) => d.buckets)), 0.75);
      if (!days || !p75) continue;
      const change = biggestChange(metric, days);
      rows.push({
        pageType,
        metric,
        p75: p75.value,
        beyondLastBucket: p75.beyondLastBucket,
        samples: p75.samples,
        rating: rateVital(metric, p75.value),
        daily: dailyPercentiles(metric, days),
        ...(change ? { change } : {}),
      });
    }
  }
  return { from, to, days: SITE_HEALTH_DAYS, rows, releases: releaseStarts(releases) };
}
