import { newsletterRequestSchema } from '../../../src/shared/schemas/newsletter';
import { readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { checkRateLimit, RATE_LIMITS } from '../core/rate-limit';
import { written } from '../core/respond';
import { subscribeToNewsletter } from './subscribe';

export const subscribe: RouteHandler = async (ctx) => {
  checkRateLimit(RATE_LIMITS.newsletter, ctx.clientId);
  const { email, source } = await readJson(ctx, newsletterRequestSchema);
  await subscribeToNewsletter(email, source);
  return written(200, 'Thank you for subscribing. Look out for our next newsletter.', { email });
};
