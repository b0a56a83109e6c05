import { API_TIMEOUT_MS, ApiRequestError, createApiClient } from '../../../lib/api-client';
import { API_PATHS } from '@shared/api-paths';
import { sitePathSchema } from '@shared/schemas/newsletter';
import { NEWSLETTER_MESSAGES, type SubscribeResult } from './newsletter-messages';

export { NEWSLETTER_MESSAGES, type SubscribeFn, type SubscribeResult } from './newsletter-messages';

export const NEWSLETTER_SOURCE = 'website-footer';

/** A path the API accepts as the sign-up page, or nothing (it then records "unknown"). */
function sitePath(pathname: string): string | undefined {
  return sitePathSchema.safeParse(pathname).success ? pathname : undefined;
}

/**
 * POST /api/newsletter on this origin. Never throws: every outcome, including no connection and a
 * server that does not answer within 15 s, comes back as a message the visitor can read.
 */
export async function subscribeToNewsletter(
  email: string,
  { timeoutMs = API_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<SubscribeResult> {
  const client = createApiClient({
    timeoutMs,
    messages: {
      timeout: NEWSLETTER_MESSAGES.timeout,
      network: NEWSLETTER_MESSAGES.connection,
      malformed: NEWSLETTER_MESSAGES.failed,
      failed: NEWSLETTER_MESSAGES.failed,
    },
  });
  try {
    // The page the form is on is kept with the consent record once the subscriber confirms (decision 0013).
    const page = typeof location === 'undefined' ? undefined : sitePath(location.pathname);
    const { message } = await client.postJson(API_PATHS.newsletter, {
      email,
      source: NEWSLETTER_SOURCE,
      ...(page ? { page } : {}),
    });
    return { ok: true, message: message || NEWSLETTER_MESSAGES.success };
  } catch (error) {
    return { ok: false, message: error instanceof ApiRequestError ? error.message : NEWSLETTER_MESSAGES.failed };
  }
}
