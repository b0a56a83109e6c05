import { logger } from 'firebase-functions/logger';
import { CLIENT_REPORT_LIMITS, clientReportSchema } from '@shared/schemas/client-report';
import { requireAdmin } from '../auth/verify-request';
import { describeIssue, mediaTypeOf, readRawBody } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { platformEnv } from '../core/platform-env';
import type { RateLimit } from '../core/rate-limit';
import { ok } from '../core/respond';
import { toReportedErrorEvent } from './error-event';
import { enforceReportLimit } from './report-limit';
import { keepSample, sampleRateFor } from './sampling';
import { readSiteHealth, recordVitals } from './site-health-store';

/**
 * Per visitor: a page view sends at most one vitals report and a few errors (src/features/error-reporting), so
 * 30 in 10 minutes is a busy reader; a broken release's flood of errors stops there. Per edge address, looser.
 */
export const CLIENT_REPORT_LIMIT: RateLimit = { name: 'client-errors', max: 30, windowMs: 10 * 60_000, edgeMax: 600 };

async function readReport(ctx: Parameters<RouteHandler>[0]) {
  if (mediaTypeOf(ctx) !== 'application/json') {
    throw new HttpError(415, 'Send the report as JSON (Content-Type: application/json).');
  }
  const raw = await readRawBody(ctx, CLIENT_REPORT_LIMITS.bodyBytes);
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The report is not valid JSON.');
  }
  const parsed = clientReportSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error));
  return parsed.data;
}

/** POST /api/client-errors: a browser error (logged for Error Reporting) or a page view's web vitals (counted). */
export const postClientReport: RouteHandler = async (ctx) => {
  // Validation first, so a malformed report costs no Firestore round trip; the limit before anything is kept.
  const report = await readReport(ctx);
  // At most one read and two writes a report: this counter, and the day's histogram of a page type.
  await enforceReportLimit(CLIENT_REPORT_LIMIT, ctx.from);
  const kept = keepSample(sampleRateFor(report.kind, ctx.query, platformEnv()));
  if (kept) {
    if (report.kind === 'error') {
      // Loaded with the first error report: the source maps turn its frames back into source lines.
      const { withSourceLines } = await import('./source-maps');
      logger.write(toReportedErrorEvent(withSourceLines(report), ctx.req.headers['user-agent']));
    } else await recordVitals(report);
  }
  return { status: 202, body: { status: 'success', data: { kept } }, cache: 'no-store' };
};

/** GET /api/site-health: the 75th percentile per page type and metric over the last 28 days (admin only). */
export const getSiteHealth: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  return ok(await readSiteHealth(), 'no-store');
};
