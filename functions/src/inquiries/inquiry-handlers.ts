import { inquiryQuerySchema, inquiryUpdateSchema } from '@shared/schemas/inquiry';
import { requireAdmin } from '../auth/verify-request';
import { describeIssue, readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { ok, written } from '../core/respond';
import { countSubscribers, exportSubscribersCsv, setInquiryHandled } from './inquiries';
import { listInquiryPage } from './list-inquiries';

/**
 * GET /api/contact-requests: one page, newest first. Without parameters, the newest 200 as before; the answer's
 * `nextCursor` (null on the last page) leads on to the older ones, so nothing stays out of reach.
 */
export const listInquiriesHandler: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  const query = inquiryQuerySchema.safeParse(Object.fromEntries(ctx.query));
  if (!query.success) throw new HttpError(400, describeIssue(query.error));
  const page = await listInquiryPage(query.data);
  return { status: 200, body: { status: 'success', ...page }, cache: 'no-store' };
};

export const updateInquiryHandler: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  const { handled } = await readJson(ctx, inquiryUpdateSchema);
  return written(
    200,
    handled ? 'Marked as handled.' : 'Marked as not handled.',
    await setInquiryHandled(ctx.params.id ?? '', handled),
  );
};

export const subscriberStatsHandler: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  return ok({ count: await countSubscribers() }, 'no-store');
};

export const subscriberCsvHandler: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  return {
    status: 200,
    binary: Buffer.from(await exportSubscribersCsv(), 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    cache: 'no-store',
    headers: { 'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"' },
  };
};
