import type { ApiResponse } from '../shared/api-envelope';

/** The spec's client waited forever; a bounded wait lets every screen leave its loading state. */
export const API_TIMEOUT_MS = 15_000;

const MESSAGES = {
  timeout: 'The server took too long to respond. Please try again.',
  network: 'We could not reach the server. Check your connection and try again.',
  malformed: 'The server sent an unexpected response. Please try again.',
  failed: 'The request failed. Please try again.',
} as const;

export type ApiErrorKind = 'server' | 'timeout' | 'network' | 'malformed';

/** A failure whose `message` is safe to show to the visitor. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status when a response arrived. */
    readonly httpStatus: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export type RequestOptions = { signal?: AbortSignal };

export type ApiClientOptions = {
  /** Empty for same-origin requests; tests point it at a local server. */
  baseUrl?: string;
  timeoutMs?: number;
};

function isEnvelope(body: unknown): body is ApiResponse<unknown> {
  return typeof body === 'object' && body !== null && 'status' in body;
}

/** The caller's signal (if any) combined with a time limit: whichever fires first aborts the request. */
export function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  // AbortSignal.any arrived in Safari 17.4; older iPads are common among our visitors.
  const controller = new AbortController();
  const forward = (source: AbortSignal) => () => controller.abort(source.reason);
  for (const source of [signal, timeout]) {
    if (source.aborted) controller.abort(source.reason);
    else source.addEventListener('abort', forward(source), { once: true });
  }
  return controller.signal;
}

/** The server's `message` from an error body, when it sent a usable one. */
export function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  return typeof body.message === 'string' && body.message.trim() ? body.message : null;
}

export function createApiClient({ baseUrl = '', timeoutMs = API_TIMEOUT_MS }: ApiClientOptions = {}) {
  async function getJson<T>(path: string, { signal }: RequestOptions = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        signal: withTimeout(signal, timeoutMs),
      });
    } catch (error) {
      // The caller cancelled (e.g. the component unmounted): let it recognise its own abort.
      if (signal?.aborted) throw error;
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new ApiRequestError(MESSAGES.timeout, 'timeout', null, { cause: error });
      }
      throw new ApiRequestError(MESSAGES.network, 'network', null, { cause: error });
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (signal?.aborted) throw error;
      // Hosting answers unknown paths with the HTML app shell, which is not an API answer.
      throw new ApiRequestError(MESSAGES.malformed, 'malformed', response.status, { cause: error });
    }

    if (!isEnvelope(body)) throw new ApiRequestError(MESSAGES.malformed, 'malformed', response.status);
    if (body.status === 'success' && response.ok) return body.data as T;

    const message = 'message' in body && typeof body.message === 'string' && body.message ? body.message : null;
    throw new ApiRequestError(message ?? MESSAGES.failed, 'server', response.status);
  }

  return { getJson };
}

const sameOriginClient = createApiClient();

export const getJson = sameOriginClient.getJson;
