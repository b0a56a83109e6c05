import { API_TIMEOUT_MS, createApiClient } from '../../../lib/api-client';
import { API_PATHS } from '@shared/api-paths';
import type { ValidContactRequest } from '../contact-form';

export const CONTACT_REQUESTS_ENDPOINT = API_PATHS.contactRequests;

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

function statusMessage(status: number): string | undefined {
  if (status === 429) return CONTACT_SUBMIT_MESSAGES.rateLimited;
  if (status >= 500) return CONTACT_SUBMIT_MESSAGES.unavailable;
  return undefined;
}

/** POSTs the validated request to the same-origin API, giving up after 15 seconds. */
export async function submitContactRequest(
  request: ValidContactRequest,
  { signal }: SubmitContactOptions = {},
  timeoutMs: number = API_TIMEOUT_MS,
): Promise<void> {
  const client = createApiClient({
    timeoutMs,
    messages: {
      timeout: CONTACT_SUBMIT_MESSAGES.timeout,
      network: CONTACT_SUBMIT_MESSAGES.network,
      malformed: CONTACT_SUBMIT_MESSAGES.failed,
      failed: CONTACT_SUBMIT_MESSAGES.failed,
      byStatus: statusMessage,
    },
  });
  await client.postJson(CONTACT_REQUESTS_ENDPOINT, request, { signal });
}
