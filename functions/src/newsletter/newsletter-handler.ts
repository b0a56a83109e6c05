import { NEWSLETTER_SOURCES } from '@shared/newsletter-consent';
import {
  newsletterConfirmSchema,
  newsletterRequestSchema,
  newsletterTokenSchema,
  newsletterUnsubscribeSchema,
  subscriberEraseSchema,
} from '@shared/schemas/newsletter';
import { requireAdmin } from '../auth/verify-request';
import { describeIssue, readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { RATE_LIMITS } from '../core/rate-limit';
import { written } from '../core/respond';
import { enforceRateLimit } from '../data/rate-limits';
import { NEWSLETTER_LINKS } from './newsletter-mail';
import { confirmSubscription, eraseSubscriber, signUp, unsubscribe } from './subscriptions';
import { addressHash } from './tokens';

/** The one answer to every valid sign-up: it never tells whether the address was already on the list. */
export const SIGN_UP_MESSAGE =
  'Thank you. Please check your inbox: we sent a link to confirm your subscription. Nothing is sent until you confirm.';

/** POST /api/newsletter. `data.email` stays in the answer, as before double opt-in. */
export const subscribe: RouteHandler = async (ctx) => {
  await enforceRateLimit(RATE_LIMITS.newsletter, ctx.from);
  const { email, source, page } = await readJson(ctx, newsletterRequestSchema);
  const known = (NEWSLETTER_SOURCES as readonly string[]).includes(source ?? 'website-footer');
  await signUp({ email, source: known ? (source ?? 'website-footer') : 'other', page: page ?? 'unknown' });
  return written(200, SIGN_UP_MESSAGE, { email });
};

/** POST /api/newsletter/confirm: the confirmation page sends the token and the consent version it showed. */
export const confirm: RouteHandler = async (ctx) => {
  await enforceRateLimit(RATE_LIMITS.newsletter, ctx.from);
  const { token, consentVersion } = await readJson(ctx, newsletterConfirmSchema);
  await confirmSubscription(token, { consentVersion, addressHash: addressHash(ctx.from.client) });
  return written(200, 'Your subscription is confirmed. Thank you.', { confirmed: true });
};

function tokenFromQuery(query: URLSearchParams): string | null {
  const token = query.get('token');
  if (token === null) return null;
  const parsed = newsletterTokenSchema.safeParse(token);
  if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error));
  return parsed.data;
}

/**
 * POST /api/newsletter/unsubscribe. Mail clients' one-click unsubscribe (RFC 8058) POSTs the List-Unsubscribe
 * address, token in the query, with a form body that says nothing else; the web page sends JSON `{ token }`.
 */
export const unsubscribeHandler: RouteHandler = async (ctx) => {
  const token = tokenFromQuery(ctx.query) ?? (await readJson(ctx, newsletterUnsubscribeSchema)).token;
  await unsubscribe(token);
  return written(200, 'You are unsubscribed. We will not send you the newsletter again.', { unsubscribed: true });
};

/** GET /api/newsletter/unsubscribe: a person who opened the List-Unsubscribe address goes to the page instead. */
export const unsubscribePage: RouteHandler = async (ctx) => {
  const token = tokenFromQuery(ctx.query) ?? '';
  const location = `${NEWSLETTER_LINKS.unsubscribe}?token=${encodeURIComponent(token)}`;
  return {
    status: 303,
    body: { status: 'success', message: 'Open the unsubscribe page.', data: { location } },
    cache: 'no-store',
    headers: { Location: location },
  };
};

/** POST /api/newsletter/subscribers/erase, admins only. */
export const eraseSubscriberHandler: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  const { email } = await readJson(ctx, subscriberEraseSchema);
  const result = await eraseSubscriber(email);
  return written(
    200,
    result.erased
      ? 'The subscriber is erased. The address will never be mailed again.'
      : 'That address was not on the list. It will never be mailed.',
    result,
  );
};
