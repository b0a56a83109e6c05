import { API_TIMEOUT_MS, ApiRequestError, serverMessage, withTimeout } from '../../lib/api-client';

/** Resolves to the signed-in admin's Firebase ID token, or null when nobody is signed in. */
export type TokenSource = () => Promise<string | null>;

/** A write's answer: the stored record and the server's sentence for the success banner. */
export type Saved<T> = { data: T; message: string };

export type AdminTransportOptions = {
  getToken: TokenSource;
  /** Empty for same-origin requests. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Injected by tests; defaults to the browser's fetch. */
  fetchImpl?: typeof fetch;
};

export const ADMIN_MESSAGES = {
  signedOut: 'Your session has ended. Sign in again in another tab; this page and your draft stay as they are.',
  timeout: 'The server took too long to respond. Please try again.',
  network: 'We could not reach the server. Check your connection and try again.',
  malformed: 'The server sent an unexpected response. Please try again.',
  failed: 'The request failed. Please try again.',
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Authenticated requests to the clinic API: every call carries the admin's ID token and a bounded wait,
 * and every failure becomes an `ApiRequestError` whose message can be shown as it is.
 */
export function createAdminTransport({
  getToken,
  baseUrl = '',
  timeoutMs = API_TIMEOUT_MS,
  fetchImpl,
}: AdminTransportOptions) {
  async function token(): Promise<string> {
    let value: string | null;
    try {
      value = await getToken();
    } catch (error) {
      // Refreshing an expired token needs the network too.
      throw new ApiRequestError(ADMIN_MESSAGES.network, 'network', null, { cause: error });
    }
    if (!value) throw new ApiRequestError(ADMIN_MESSAGES.signedOut, 'server', 401);
    return value;
  }

  async function send(method: HttpMethod, path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${await token()}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const doFetch = fetchImpl ?? fetch;
    try {
      return await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        cache: 'no-store',
        signal: withTimeout(signal, timeoutMs),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new ApiRequestError(ADMIN_MESSAGES.timeout, 'timeout', null, { cause: error });
      }
      throw new ApiRequestError(ADMIN_MESSAGES.network, 'network', null, { cause: error });
    }
  }

  /** Sends a JSON request and unwraps the `{status, data, message}` envelope. */
  async function json<T>(method: HttpMethod, path: string, body?: unknown, signal?: AbortSignal): Promise<Saved<T>> {
    const response = await send(method, path, body, signal);
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiRequestError(ADMIN_MESSAGES.malformed, 'malformed', response.status, { cause: error });
    }
    if (typeof parsed !== 'object' || parsed === null || !('status' in parsed)) {
      throw new ApiRequestError(ADMIN_MESSAGES.malformed, 'malformed', response.status);
    }
    if (parsed.status === 'success' && response.ok) {
      return { data: (parsed as unknown as { data: T }).data, message: serverMessage(parsed) ?? '' };
    }
    throw new ApiRequestError(serverMessage(parsed) ?? ADMIN_MESSAGES.failed, 'server', response.status);
  }

  /** Downloads a file (e.g. the subscribers CSV) that only admins may read. */
  async function blob(path: string, signal?: AbortSignal): Promise<Blob> {
    const response = await send('GET', path, undefined, signal);
    if (response.ok) return response.blob();
    const body: unknown = await response.json().catch(() => null);
    throw new ApiRequestError(serverMessage(body) ?? ADMIN_MESSAGES.failed, 'server', response.status);
  }

  return { json, blob, token, baseUrl };
}

export type AdminTransport = ReturnType<typeof createAdminTransport>;
