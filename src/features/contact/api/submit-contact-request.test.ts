import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { CONTACT_REQUESTS_ENDPOINT, CONTACT_SUBMIT_MESSAGES, submitContactRequest } from './submit-contact-request';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REQUEST = { name: 'Jane Doe', email: 'jane@example.com', phone: '', message: 'Hello', consent: true as const };

function answer(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('submitContactRequest', () => {
  it('POSTs the request as JSON to the same-origin endpoint and resolves on success', async () => {
    const calls = answer(201, { status: 'success', message: 'Thank you.', data: { id: 'abc' } });
    await expect(submitContactRequest(REQUEST)).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(CONTACT_REQUESTS_ENDPOINT);
    expect(CONTACT_REQUESTS_ENDPOINT).toBe('/api/contact-requests');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(REQUEST);
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it("rejects with the server's message, keeping the status", async () => {
    answer(429, { status: 'error', message: 'Too many requests. Please wait 60 seconds and try again.' });
    const error = await failure(submitContactRequest(REQUEST));
    expect(error.message).toBe('Too many requests. Please wait 60 seconds and try again.');
    expect(error.kind).toBe('server');
    expect(error.httpStatus).toBe(429);
  });

  it('falls back to a plain message when the answer is not JSON', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await failure(submitContactRequest(REQUEST));
    expect(error.message).toBe(CONTACT_SUBMIT_MESSAGES.unavailable);
  });

  it('treats a 2xx answer without the success envelope as a failure', async () => {
    answer(200, '<!doctype html><title>App shell</title>');
    const error = await failure(submitContactRequest(REQUEST));
    expect(error.kind).toBe('malformed');
  });

  it('reports a network failure as such', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(submitContactRequest(REQUEST));
    expect(error.kind).toBe('network');
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const error = await failure(submitContactRequest(REQUEST, {}, 20));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(CONTACT_SUBMIT_MESSAGES.timeout);
  });
});
