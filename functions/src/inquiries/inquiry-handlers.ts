import { inquiryUpdateSchema } from '../../../src/shared/schemas/inquiry';
import { requireAdmin } from '../auth/verify-request';
import { readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { ok, written } from '../core/respond';
import { countSubscribers, exportSubscribersCsv, listInquiries, setInquiryHandled } from './inquiries';

export const listInquiriesHandler: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  return ok(await listInquiries(), 'no-store');
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
