import type { ApiResponse } from '../shared/api-envelope';

/**
 * The web app's one HTTP client for the clinic API: public reads, the newsletter and contact forms, and the
 * admin portal (with its ID token). One time limit, one error type, one reading of the server's answers.
 * Public pages load this module, so keep it small: the admin's upload with progress is in `api-upload.ts`.
 */

/** The spec's client waited forever; a bounded wait lets every screen leave its loading state. */
export const API_TIMEOUT_MS = 15_000;

/** What a failure says when the server gave no sentence of its own. Forms pass their own wording. */
export type ApiMessages = {
  timeout: string;
  network: string;
  /** A 2xx answer that is not the API's envelope (hosting answers unknown paths with the HTML app shell). */
  malformed: string;
  failed: string;
  /** Wording for particular statuses (429, 5xx) when the error answer carries no message. */
  byStatus?: (status: number) => string | undefined;
};

export const API_MESSAGES: ApiMessages = {
  timeout: 'The server took too long to respond. Please try again.',
  network: 'We could not reach the server. Check your connection and try again.',
  malformed: 'The server sent an unexpected response. Please try again.',
  failed: 'The request failed. Please try again.',
};

export type ApiErrorKind = 'server' | 'timeout' | 'network' | 'malformed';

/** A failure whose `message` is safe to show to the visitor. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** The error answer's machine-readable `code` (e.g. 'reauth-required'), when the server sent one. */
  readonly code: string | null;

  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status when a response arrived. */
    readonly httpStatus: number | null = null,
    options?: ErrorOptions & { code?: string | null },
  ) {
    super(message, options);
    this.code = options?.code ?? null;
  }
}

export type RequestOptions = {
  signal?: AbortSignal;
  /** The admin's Firebase ID token, sent as `Authorization: Bearer`. */
  token?: string;
  /** Lets the request outlive the page (a report sent as the visitor leaves). */
  keepalive?: boolean;
  /** E.g. 'no-referrer' where the page's own address holds a secret (a review link). */
  referrerPolicy?: ReferrerPolicy;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A success answer: the data and the server's sentence (writes say what was done), empty when it sent none; a list
 * served a page at a time also says where the next page starts (null on the last).
 */
export type ApiAnswer<T> = { data: T; message: string; nextCursor?: string | null };

export type ApiClientOptions = {
  /** Empty for same-origin requests; tests point it at a local server. */
  baseUrl?: string;
  timeoutMs?: number;
  messages?: ApiMessages;
  /** Injected by tests; the global fetch (read at call time) otherwise. */
  fetchImpl?: typeof fetch;
};

/** The server's `message` from an answer, when it sent a usable one. */
export function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  return typeof body.message === 'string' && body.message.trim() ? body.message : null;
}

export function isEnvelope(body: unknown): body is ApiResponse<unknown> {
  return typeof body === 'object' && body !== null && 'status' in body;
}

/**
 * The caller's signal (if any) combined with a time limit. A plain timer rather than `AbortSignal.timeout`:
 * it is what tells a timeout from other aborts, it runs under fake timers in tests, and it needs nothing newer
 * than the older iPads common among our visitors.
 */
export function startTimeout(timeoutMs: number, signal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request took too long.', 'TimeoutError'));
  }, timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/** The body as JSON, or null when it is not JSON: its status still says what happened. */
async function readJson(response: Response, signal: AbortSignal): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    // An abort (time limit or caller) while the body arrives is not a malformed answer.
    if (signal.aborted) throw error;
    return null;
  }
}

/** The error answer's optional machine-readable `code`. */
function serverCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  return typeof body.code === 'string' && body.code ? body.code : null;
}

/** The error for an answer that is not a success: the server's sentence, else ours for its status. */
export function answerError(status: number, ok: boolean, body: unknown, messages: ApiMessages): ApiRequestError {
  if (ok) return new ApiRequestError(messages.malformed, 'malformed', status);
  const fallback = messages.byStatus?.(status) ?? messages.failed;
  return new ApiRequestError(serverMessage(body) ?? fallback, 'server', status, { code: serverCode(body) });
}

/** A failure before any answer arrived: the caller's own abort passes through unchanged. */
export function transportError(
  error: unknown,
  timedOut: boolean,
  signal: AbortSignal | undefined,
  messages: ApiMessages,
): unknown {
  if (timedOut) return new ApiRequestError(messages.timeout, 'timeout', null, { cause: error });
  // The caller cancelled (e.g. the component unmounted): let it recognise its own abort.
  if (signal?.aborted) return error;
  return new ApiRequestError(messages.network, 'network', null, { cause: error });
}

export function createApiClient({
  baseUrl = '',
  timeoutMs = API_TIMEOUT_MS,
  messages = API_MESSAGES,
  fetchImpl,
}: ApiClientOptions = {}) {
  /** Sends a request and hands the response to `read` while the time limit still runs. */
  async function send<T>(
    method: HttpMethod,
    path: string,
    body: unknown,
    { signal, token, keepalive, referrerPolicy }: RequestOptions,
    read: (response: Response, signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const limit = startTimeout(timeoutMs, signal);
    try {
      const response = await (fetchImpl ?? fetch)(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        // What an admin reads must be current, and is nobody else's to keep.
        ...(token ? { cache: 'no-store' as const } : {}),
        ...(keepalive ? { keepalive } : {}),
        ...(referrerPolicy ? { referrerPolicy } : {}),
        signal: limit.signal,
      });
      return await read(response, limit.signal);
    } catch (error) {
      if (error instanceof ApiRequestError) throw error;
      throw transportError(error, limit.timedOut(), signal, messages);
    } finally {
      limit.clear();
    }
  }

  /** A JSON request whose answer is the `{status, data, message}` envelope. */
  function request<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}) {
    return send(method, path, body, options, async (response, signal): Promise<ApiAnswer<T>> => {
      const parsed = await readJson(response, signal);
      if (isEnvelope(parsed) && parsed.status === 'success' && response.ok) {
        const answer: ApiAnswer<T> = { data: parsed.data as T, message: serverMessage(parsed) ?? '' };
        if ('nextCursor' in parsed) answer.nextCursor = parsed.nextCursor || null;
        return answer;
      }
      throw answerError(response.status, response.ok && !isEnvelope(parsed), parsed, messages);
    });
  }

  /** Downloads a file (e.g. the subscribers CSV); an error answer is still the JSON envelope. */
  function blob(path: string, options: RequestOptions = {}): Promise<Blob> {
    return send('GET', path, undefined, options, async (response, signal) => {
      if (response.ok) return response.blob();
      throw answerError(response.status, false, await readJson(response, signal), messages);
    });
  }

  return {
    request,
    getJson: async <T>(path: string, options?: RequestOptions) =>
      (await request<T>('GET', path, undefined, options)).data,
    postJson: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
    putJson: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
    deleteJson: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
    blob,
    baseUrl,
  };
}

/** Same-origin requests with the standard wording. Pure: a chunk that only needs the error type leaves it out. */
export const apiClient = /* @__PURE__ */ createApiClient();

export function getJson<T>(path: string, options?: RequestOptions): Promise<T> {
  return apiClient.getJson<T>(path, options);
}
