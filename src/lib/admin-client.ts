import { uploadFile } from './api-upload';
import {
  API_MESSAGES,
  ApiRequestError,
  createApiClient,
  type ApiAnswer,
  type ApiClientOptions,
  type RequestOptions,
} from './api-client';

/** Resolves to the signed-in admin's Firebase ID token, or null when nobody is signed in. */
export type TokenSource = () => Promise<string | null>;

/** A write's answer: the stored record and the server's sentence for the success banner. */
export type Saved<T> = ApiAnswer<T>;

/** A record as an admin reads or saves it: with the version a later save sends back as If-Match. */
export type Versioned<R> = R & { version?: string };

/** One page of a list the API serves a cursor at a time: send `nextCursor` back as `cursor` for the next one. */
export type CursorPage<T> = { data: T[]; nextCursor: string | null };

export type AdminClientOptions = Pick<ApiClientOptions, 'baseUrl' | 'timeoutMs' | 'fetchImpl'> & {
  getToken: TokenSource;
  /**
   * Told of every refused call (401, 403) before the caller sees the error: the layout asks for the password again
   * or explains the second factor (the error answer's `code`), while the screen keeps what was typed.
   */
  onRefused?: (error: ApiRequestError) => void;
};

export const ADMIN_MESSAGES = {
  ...API_MESSAGES,
  signedOut: 'Your session has ended. Sign in again in another tab; this page and your draft stay as they are.',
} as const;

/**
 * A save refused because someone else saved the record after it was loaded (409): the record as it is now, with
 * its version, so the editor can show what changed and save on top of it.
 */
export class EditConflictError extends ApiRequestError {
  constructor(
    message: string,
    readonly current: Versioned<unknown>,
  ) {
    super(message, 'server', 409);
  }
}

/**
 * A fetch that sends If-Match and keeps a 409's body, for the one call that needs both. The shared client
 * (api-client.ts) is part of the public pages' first-load JS, so it stays as it is: this wraps its fetch.
 */
function conditionalFetch(base: typeof fetch | undefined, version: string, seen: { conflict?: unknown }): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('If-Match', `"${version}"`);
    const response = await (base ?? fetch)(input, { ...init, headers });
    if (response.status === 409)
      seen.conflict = await response
        .clone()
        .json()
        .catch(() => null);
    return response;
  };
}

/** A query as the API's search string: empty values left out, `?` only when something is left. */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, String(value));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The web app's one HTTP client (api-client.ts) with the signed-in admin's ID token on every call: the admin
 * features build their calls on it (features/<name>/api). Created once by the admin layout; tests create their
 * own with a fake fetch.
 */
export function createAdminClient({ getToken, onRefused, ...clientOptions }: AdminClientOptions) {
  const client = createApiClient(clientOptions);

  /** Passes a refusal to `onRefused`, then on to the caller unchanged. */
  async function watched<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiRequestError && (error.httpStatus === 401 || error.httpStatus === 403)) {
        onRefused?.(error);
      }
      throw error;
    }
  }

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

  const read = <T>(path: string, signal?: AbortSignal) =>
    watched(async () => client.getJson<T>(path, { signal, token: await token() }));
  const post = <T>(path: string, body: unknown) =>
    watched(async () => client.postJson<T>(path, body, { token: await token() }));
  const put = <T>(path: string, body: unknown) =>
    watched(async () => client.putJson<T>(path, body, { token: await token() }));
  const remove = <T>(path: string) => watched(async () => client.deleteJson<T>(path, { token: await token() }));

  /** A PUT with If-Match: a stale save becomes an EditConflictError carrying the current record. */
  async function putIfMatch<T>(path: string, body: unknown, version: string) {
    const seen: { conflict?: unknown } = {};
    const conditional = createApiClient({
      ...clientOptions,
      fetchImpl: conditionalFetch(clientOptions.fetchImpl, version, seen),
    });
    try {
      return await watched(async () => conditional.putJson<T>(path, body, { token: await token() }));
    } catch (error) {
      const conflict = seen.conflict as { reason?: unknown; current?: unknown } | null | undefined;
      if (error instanceof ApiRequestError && conflict?.reason === 'stale-version' && conflict.current) {
        throw new EditConflictError(error.message, conflict.current as Versioned<unknown>);
      }
      throw error;
    }
  }

  return {
    read,
    post,
    put,
    remove,
    putIfMatch,
    /** A POST whose refusal the layout is not told of: a background call (the editor's heartbeat) asks nobody. */
    postQuietly: async <T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> =>
      (await client.postJson<T>(path, body, { signal, token: await token() })).data,
    /** One page of a list served a cursor at a time, with the query as the search string. */
    page: async <T>(path: string, query: object = {}, signal?: AbortSignal): Promise<CursorPage<T>> => {
      const answer = await client.request<T[]>('GET', `${path}${queryString(query)}`, undefined, {
        signal,
        token: await token(),
      });
      return { data: answer.data, nextCursor: answer.nextCursor ?? null };
    },
    /** Downloads a file (e.g. a CSV). */
    blob: (path: string, signal?: AbortSignal) =>
      watched(async () => client.blob(path, { signal, token: await token() })),
    /** Posts a file as multipart/form-data, with progress; resolves to the whole success body. */
    upload: (
      path: string,
      field: string,
      file: Blob,
      options: Pick<RequestOptions, 'signal'> & { onProgress?: (fraction: number) => void; timeoutMs?: number },
    ) => watched(async () => uploadFile(`${client.baseUrl}${path}`, field, file, { ...options, token: await token() })),
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
