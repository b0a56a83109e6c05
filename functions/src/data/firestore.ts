import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Firestore, Settings } from 'firebase-admin/firestore';
import { standInFor, withStandIns } from '../core/stand-ins';
import { DataUnavailableError } from './errors';

/** Firestore calls that take longer than this fail as unavailable (a 503) rather than hanging the request. */
export const FIRESTORE_DEADLINE_MS = 8000;

/** The two ways the Admin SDK's Firestore talks to the database. */
export type FirestoreTransport = 'grpc' | 'rest';

/**
 * The transport of this process when FIRESTORE_PREFER_REST does not say: gRPC, unless the function's entry module
 * chose otherwise (the `pages` function reads over REST: pages/page-handler.ts).
 */
let entryTransport: FirestoreTransport = 'grpc';

/** Code that needs one transport whatever the process uses (see withFirestoreTransport). */
const scopedTransport = new AsyncLocalStorage<FirestoreTransport>();

/**
 * Sets the transport of this process, for an entry module to call as it loads, before any Firestore call. REST
 * saves a cold instance about 160 ms of CPU on its first query (decision 0018); it is for a function whose calls are
 * all reads, plain transactions and writes without contention, since two things behave differently over REST: a
 * contended transaction (which such code runs inside withFirestoreTransport('grpc', …)) and `create()` on an
 * existing document (createIfAbsent instead). FIRESTORE_PREFER_REST, when set, still decides.
 */
export function useFirestoreTransport(transport: FirestoreTransport): void {
  entryTransport = transport;
}

/**
 * Runs `work` with every Firestore call in it (those awaited in it, through getDb or withDeadline) on `transport`,
 * whatever the process uses: the rate limiter's contended transaction, in a function that otherwise reads over
 * REST, keeps gRPC's behaviour. The other transport's client loads on first use, in that call.
 */
export function withFirestoreTransport<T>(transport: FirestoreTransport, work: () => Promise<T>): Promise<T> {
  return scopedTransport.run(transport, work);
}

/**
 * The transport a Firestore call made now uses: the one asked for by withFirestoreTransport around it; else
 * FIRESTORE_PREFER_REST if set (`true`/`1` REST, anything else gRPC: the operator's switch, both ways); else the
 * entry module's choice (useFirestoreTransport); else gRPC.
 */
export function firestoreTransport(env: NodeJS.ProcessEnv = process.env): FirestoreTransport {
  const scoped = scopedTransport.getStore();
  if (scoped) return scoped;
  const preferRest = env.FIRESTORE_PREFER_REST?.trim();
  if (preferRest) return /^(1|true)$/i.test(preferRest) ? 'rest' : 'grpc';
  return entryTransport;
}

/**
 * The settings of the Admin SDK's Firestore for a transport (firestoreTransport). Over REST (HTTP/1.1, JSON) a cold
 * instance's first request loads neither gRPC nor its proto loader, about 160 ms of CPU less (decision 0018). REST
 * is not every function's default: under a burst of contended transactions (the rate limiter's hot document) it let
 * fewer requests through than gRPC in the API tier.
 *
 * Over REST the client cannot tell a document that already exists (HTTP 409) from an aborted commit (also 409) and
 * retries the commit until its own timeout: a `create()` that meets an existing document hangs instead of failing.
 * Code that creates only if absent uses createIfAbsent (create-if-absent.ts), which does not depend on that.
 *
 * Against an emulator (FIRESTORE_EMULATOR_HOST, which the client library obeys itself), the REST client would ask
 * for Google credentials, which a developer's machine and CI do not have ("Could not load the default
 * credentials"), where the gRPC client sends the emulator's own `Bearer owner` (the emulator then treats the caller
 * as an admin, as production treats the Admin SDK): `auth` sends that. And the library builds an insecure gRPC
 * credential for an emulator even when it will never open a gRPC channel: `grpc` answers that without loading
 * gRPC, so the emulator loads what production loads.
 */
export function firestoreSettings(
  env: NodeJS.ProcessEnv = process.env,
  transport: FirestoreTransport = firestoreTransport(env),
): Settings {
  const preferRest = transport === 'rest';
  const settings: Settings = { ignoreUndefinedProperties: true, preferRest };
  if (!preferRest || !env.FIRESTORE_EMULATOR_HOST) return settings;
  return {
    ...settings,
    auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
    grpc: { credentials: { createInsecure: () => undefined } },
  };
}

/**
 * The Firestore client library the Admin SDK wraps (its own copy, so that the FieldValue and Timestamp the Admin
 * SDK exports belong to the same library). The library requires `@opentelemetry/api` at its top level, for its
 * tracing, and reads it only when a Firestore instance traces: it loads with a stand-in that loads the real package
 * on its first read (core/stand-ins.ts), about 30 ms of CPU less on a cold start. If another module loaded the
 * library first, it is already loaded as it is, and this changes nothing.
 */
function requireFirestoreClient(): typeof import('@google-cloud/firestore') {
  const load = createRequire(__filename);
  const client = createRequire(load.resolve('firebase-admin/firestore')).resolve('@google-cloud/firestore');
  deferUrlPolyfill(client);
  const tracing = createRequire(client).resolve('@opentelemetry/api');
  return withStandIns([tracing], () => load(client) as typeof import('@google-cloud/firestore'));
}

/**
 * The client's credentials library fetches through node-fetch 2 (google-gax, google-auth-library, gaxios), which
 * requires a URL polyfill, whatwg-url 5, at its top level and reads it only where Node has no URL class of its own
 * (before Node 10). Loading it loads tr46's mapping table and Node's deprecated `punycode` module, which on Node 22
 * prints a DeprecationWarning to the log of every cold start, besides 7 to 12 ms of CPU. It stays a stand-in
 * (core/stand-ins.ts) that would load the real module if ever read. Where the packages are laid out otherwise (a
 * newer gaxios without node-fetch), there is nothing to defer.
 */
function deferUrlPolyfill(client: string): void {
  try {
    const from = (file: string, id: string) => createRequire(file).resolve(id);
    const gaxios = from(from(from(client, 'google-gax'), 'google-auth-library'), 'gaxios');
    standInFor([from(from(gaxios, 'node-fetch'), 'whatwg-url')]);
  } catch {
    // Not found along that path: nothing loads it there either.
  }
}

/** The Admin SDK's version, which it reports to Firestore as its client (firebase-admin reads it the same way). */
function adminSdkVersion(): string | undefined {
  try {
    const load = createRequire(__filename);
    const file = join(dirname(load.resolve('firebase-admin/firestore')), '..', '..', 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/**
 * The project a Firestore client opens: what `initializeApp()` with no options finds (Cloud Functions' FIREBASE_CONFIG),
 * else the project variables the Admin SDK reads; none, and the client asks the environment itself, as the Admin SDK
 * then lets it do.
 */
export function firestoreProjectId(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const config = env.FIREBASE_CONFIG?.trim();
  if (config?.startsWith('{')) {
    try {
      const { projectId } = JSON.parse(config) as { projectId?: unknown };
      if (typeof projectId === 'string' && projectId) return projectId;
    } catch {
      // Not JSON: the variables below decide, as they do for the Admin SDK.
    }
  }
  return env.GOOGLE_CLOUD_PROJECT || env.GCLOUD_PROJECT || undefined;
}

/**
 * What the Admin SDK's `getFirestore()` passes the client library for an app on the application default credential
 * (the only credential our functions use: Cloud Run's service account, or the emulators'), plus our settings. Built
 * here rather than through `getFirestore()`: `firebase-admin/app`, which that needs, loads its own copy of
 * google-auth-library for a credential that Firestore then does not use (it reads the same default credential
 * through its own), about 40 ms of CPU on every cold start (decision 0018).
 */
export function firestoreOptions(
  env: NodeJS.ProcessEnv = process.env,
  transport: FirestoreTransport = firestoreTransport(env),
): Settings {
  const projectId = firestoreProjectId(env);
  const version = adminSdkVersion();
  return {
    ...(projectId ? { projectId } : {}),
    ...(version ? { firebaseVersion: version, firebaseAdminVersion: version } : {}),
    ...firestoreSettings(env, transport),
  };
}

const instances = new Map<FirestoreTransport, Promise<Firestore>>();

/**
 * The Firestore client on the transport of this call (firestoreTransport), loaded on first use so the module
 * imports fast on a cold start: one instance per transport (one Firestore instance has one set of settings).
 */
export function getDb(): Promise<Firestore> {
  const transport = firestoreTransport();
  let db = instances.get(transport);
  if (!db) {
    db = openFirestore(transport);
    instances.set(transport, db);
    db.catch(() => instances.delete(transport));
  }
  return db;
}

async function openFirestore(transport: FirestoreTransport): Promise<Firestore> {
  // The client traces by default, into the global tracer provider, and nothing here registers one: every span
  // would go to OpenTelemetry's no-op tracer. Off unless set, so the tracing package stays unloaded (see above).
  process.env.FIRESTORE_ENABLE_TRACING ??= 'off';
  const { Firestore: Client } = requireFirestoreClient();
  return new Client(firestoreOptions(process.env, transport));
}

/** Runs a Firestore operation with a deadline; an unreachable database becomes a DataUnavailableError. */
export async function withDeadline<T>(operation: (db: Firestore) => Promise<T>): Promise<T> {
  const db = await getDb();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DataUnavailableError()), FIRESTORE_DEADLINE_MS);
  });
  try {
    return await Promise.race([operation(db), deadline]);
  } catch (error) {
    if (isUnavailable(error)) throw new DataUnavailableError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Node's codes for a connection that failed or broke: the REST transport reports an unreachable database with
 * these (a FetchError), where gRPC says UNAVAILABLE.
 */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

/**
 * Whether an error of the Firestore client means the database could not be reached: gRPC status codes 14
 * (UNAVAILABLE) and 4 (DEADLINE_EXCEEDED), their names, or a network failure of the REST transport.
 */
export function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) return true;
  return code === 14 || code === 4 || code === 'unavailable' || code === 'deadline-exceeded';
}
