import { API_TIMEOUT_MS, ApiRequestError, serverMessage, withTimeout } from '../../../lib/api-client';
import type { ValidContactRequest } from '../contact-validation';

export const CONTACT_REQUESTS_ENDPOINT = '/api/contact-requests';

export type SubmitContactOptions = { signal?: AbortSignal };

/** Resolves when the clinic has the request; rejects with an `ApiRequestError` whose message can be shown. */
export type SubmitContactRequest = (request: ValidContactRequest, options?: SubmitContactOptions) => Promise<void>;

export const CONTACT_SUBMIT_MESSAGES = {
  timeout: 'Our server took too long to respond, so we cannot be sure your request arrived. Please try again.',
  network: 'We could not reach our server.',
  rateLimited: 'Too many requests were sent from this device. Please wait a few minutes and try again.',
  unavailable: 'Our server could not take your request just now. Please try again in a few minutes.',
  failed: 'Your request could not be sent. Please try again.',
} as const;

function fallbackMessage(status: number): string {
  if (status === 429) return CONTACT_SUBMIT_MESSAGES.rateLimited;
  if (status >= 500) return CONTACT_SUBMIT_MESSAGES.unavailable;
  return CONTACT_SUBMIT_MESSAGES.failed;
}

/** POSTs the validated request to the same-origin API, giving up after 15 seconds. */
export async function submitContactRequest(
  request: ValidContactRequest,
  { signal }: SubmitContactOptions = {},
  timeoutMs: number = API_TIMEOUT_MS,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(CONTACT_REQUESTS_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(request),
      signal: withTimeout(signal, timeoutMs),
    });
  } catch (error) {
    // The caller cancelled (the form unmounted): let it recognise its own abort.
    if (signal?.aborted) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiRequestError(CONTACT_SUBMIT_MESSAGES.timeout, 'timeout', null, { cause: error });
    }
    throw new ApiRequestError(CONTACT_SUBMIT_MESSAGES.network, 'network', null, { cause: error });
  }

  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Proxies and hosting can answer with HTML; the status code still says what happened.
  }

  const succeeded = typeof body === 'object' && body !== null && 'status' in body && body.status === 'success';
  if (response.ok && succeeded) return;
  if (response.ok) throw new ApiRequestError(CONTACT_SUBMIT_MESSAGES.failed, 'malformed', response.status);
  throw new ApiRequestError(serverMessage(body) ?? fallbackMessage(response.status), 'server', response.status);
}
