import { contactRequestSchema } from '@shared/schemas/contact-request';
import { readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { RATE_LIMITS } from '../core/rate-limit';
import { written } from '../core/respond';
import { enforceRateLimit } from '../data/rate-limits';
import { saveContactRequest } from './save-contact-request';

export const submitContactRequest: RouteHandler = async (ctx) => {
  await enforceRateLimit(RATE_LIMITS.contact, ctx.from);
  const request = await readJson(ctx, contactRequestSchema);
  return written(
    201,
    'Thank you. We have received your request and will be in touch soon.',
    await saveContactRequest(request),
  );
};
