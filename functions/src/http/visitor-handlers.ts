import { contactRequestSchema } from '../../../src/shared/schemas/contact-request';
import { loginRequestSchema } from '../../../src/shared/schemas/login';
import { newsletterRequestSchema } from '../../../src/shared/schemas/newsletter';
import { saveContactRequest } from '../contact/save-contact-request';
import { signInWithPassword } from '../login/sign-in-with-password';
import { subscribeToNewsletter } from '../newsletter/subscribe';
import { readJson } from './body';
import type { RouteHandler } from './handler';
import { checkRateLimit, RATE_LIMITS } from './rate-limit';
import { ok, written } from './respond';

export const login: RouteHandler = async (ctx) => {
  checkRateLimit(RATE_LIMITS.login, ctx.clientId);
  const { email, password } = await readJson(ctx, loginRequestSchema);
  return ok(await signInWithPassword(email, password), 'no-store');
};

export const subscribe: RouteHandler = async (ctx) => {
  checkRateLimit(RATE_LIMITS.newsletter, ctx.clientId);
  const { email, source } = await readJson(ctx, newsletterRequestSchema);
  await subscribeToNewsletter(email, source);
  return written(200, 'Thank you for subscribing. Look out for our next newsletter.', { email });
};

export const submitContactRequest: RouteHandler = async (ctx) => {
  checkRateLimit(RATE_LIMITS.contact, ctx.clientId);
  const request = await readJson(ctx, contactRequestSchema);
  return written(
    201,
    'Thank you. We have received your request and will be in touch soon.',
    await saveContactRequest(request),
  );
};
