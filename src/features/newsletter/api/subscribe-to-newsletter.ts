import { API_TIMEOUT_MS } from '../../../lib/api-client';
import { NEWSLETTER_MESSAGES, type SubscribeResult } from './newsletter-messages';

export { NEWSLETTER_MESSAGES, type SubscribeFn, type SubscribeResult } from './newsletter-messages';

export const NEWSLETTER_ENDPOINT = '/api/newsletter';
export const NEWSLETTER_SOURCE = 'website-footer';

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * POST /api/newsletter on this origin. Never throws: every outcome, including no connection and a
 * server that does not answer within 15 s, comes back as a message the visitor can read.
 */
export async function subscribeToNewsletter(
  email: string,
  { timeoutMs = API_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<SubscribeResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  try {
    const response = await fetch(NEWSLETTER_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ email, source: NEWSLETTER_SOURCE }),
      signal: controller.signal,
    });
    // Hosting answers unknown paths with the HTML app shell, so a body may not be JSON at all.
    const body: unknown = await response.json().catch(() => null);
    if (timedOut) return { ok: false, message: NEWSLETTER_MESSAGES.timeout };
    const ok =
      response.ok && typeof body === 'object' && body !== null && 'status' in body && body.status === 'success';
    return { ok, message: serverMessage(body) ?? (ok ? NEWSLETTER_MESSAGES.success : NEWSLETTER_MESSAGES.failed) };
  } catch {
    return { ok: false, message: timedOut ? NEWSLETTER_MESSAGES.timeout : NEWSLETTER_MESSAGES.connection };
  } finally {
    clearTimeout(timer);
  }
}
