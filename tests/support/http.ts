import { READ_CACHE_TTL_MS } from '@shared/read-cache-ttl';

/** The stack under test: set by `npm test`, or by the API and e2e tiers' global setup when it starts the stack. */
export const baseUrl = (): string => {
  const url = process.env.STACK_URL;
  if (!url) throw new Error('STACK_URL is unset: run the API tier with `npm run test:api` (it starts the stack).');
  return url;
};

/** A request whose answer must be JSON; answers the response and the parsed body. */
export async function fetchJson(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${url} answered ${res.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { res, body: body as Record<string, unknown> };
}

export const getJson = (path: string, init: RequestInit = {}) => fetchJson(`${baseUrl()}${path}`, init);

const AUTH_EMULATOR = 'http://127.0.0.1:9099';

/** Signs in through the Auth emulator's Identity Toolkit endpoint, as the web SDK does. */
export async function signInWithPassword(email: string, password: string) {
  const res = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return { status: res.status, body: (await res.json()) as { idToken?: string; error?: { message: string } } };
}

/** The claims of an ID token (the emulator's tokens are unsigned; the API verifies real ones). */
export function decodeClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export type Tokens = { admin: string; visitor: string };

/** ID tokens of the two seeded demo accounts. */
export async function demoTokens(): Promise<Tokens> {
  const [admin, visitor] = await Promise.all([
    signInWithPassword('admin@example.com', 'Admin-demo-1'),
    signInWithPassword('visitor@example.com', 'Visitor-demo-1'),
  ]);
  if (!admin.body.idToken || !visitor.body.idToken) throw new Error('The demo accounts could not sign in.');
  return { admin: admin.body.idToken, visitor: visitor.body.idToken };
}

type CallOptions = {
  method?: string;
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** Another server than the stack's Hosting (an api instance of tests/support/api-instances.ts). */
  origin?: string;
};

/** One API call with an optional bearer token and JSON body; answers the status and the parsed body. */
export async function api(path: string, { method = 'GET', token, json, headers = {}, origin }: CallOptions = {}) {
  return fetchJson(`${origin ?? baseUrl()}${path}`, {
    method,
    headers: {
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
}

/**
 * Waits until a public read of `path` passes `check` (which throws while it does not), for as long as the API
 * promises: the instance that wrote clears its own read cache at once, but another one (the Functions emulator
 * starts several under concurrent requests, as Cloud Run does) may answer from a copy made before the write until
 * READ_CACHE_TTL_MS has passed. Answers the read that passed; past that time, throws what `check` last threw.
 */
export async function expectPublicRead(
  path: string,
  check: (read: Awaited<ReturnType<typeof api>>) => void,
): Promise<Awaited<ReturnType<typeof api>>> {
  const deadline = Date.now() + READ_CACHE_TTL_MS + 5_000;
  for (;;) {
    const read = await api(path);
    try {
      check(read);
      return read;
    } catch (failure) {
      if (Date.now() > deadline) throw failure;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** expectPublicRead of the answer's status alone. */
export async function expectPublicStatus(path: string, status: number): Promise<void> {
  await expectPublicRead(path, ({ res }) => {
    if (res.status !== status) throw new Error(`GET ${path} answered ${res.status}, not ${status}`);
  });
}
