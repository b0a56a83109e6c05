import { ApiRequestError, createApiClient } from '../../../lib/api-client';
import { API_PATHS } from '@shared/api-paths';
import { NEWSLETTER_CONSENT } from '@shared/newsletter-consent';

export type LinkResult = { ok: boolean; message: string };

const FAILED = 'Something went wrong. Please try the link again in a few minutes.';

async function post(path: string, body: unknown): Promise<LinkResult> {
  try {
    const { message } = await createApiClient().postJson(path, body);
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: error instanceof ApiRequestError ? error.message : FAILED };
  }
}

/** POST /api/newsletter/confirm with the token from the mail and the consent wording's version shown on the page. */
export const confirmSubscription = (token: string) =>
  post(API_PATHS.newsletterConfirm, { token, consentVersion: NEWSLETTER_CONSENT.version });

/** POST /api/newsletter/unsubscribe: no sign-in, the token is enough. */
export const unsubscribeFromNewsletter = (token: string) => post(API_PATHS.newsletterUnsubscribe, { token });
