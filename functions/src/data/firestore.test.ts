import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataUnavailableError } from './errors';
import {
  firestoreOptions,
  firestoreProjectId,
  firestoreSettings,
  getDb,
  isUnavailable,
  withDeadline,
} from './firestore';

describe('firestoreSettings', () => {
  it('uses gRPC unless REST is asked for', () => {
    expect(firestoreSettings({})).toEqual({ ignoreUndefinedProperties: true, preferRest: false });
    expect(firestoreSettings({ FIRESTORE_PREFER_REST: 'false' })).toEqual({
      ignoreUndefinedProperties: true,
      preferRest: false,
    });
    expect(firestoreSettings({ FIRESTORE_PREFER_REST: 'true' })).toMatchObject({ preferRest: true });
  });

  it("over REST against an emulator, sends the emulator's admin token without loading gRPC", async () => {
    for (const value of ['true', '1', ' TRUE ']) {
      const settings = firestoreSettings({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIRESTORE_PREFER_REST: value });
      expect(settings.preferRest, String(value)).toBe(true);
      expect(await settings.auth.getRequestHeaders()).toEqual({ Authorization: 'Bearer owner' });
      expect(settings.grpc.credentials.createInsecure()).toBeUndefined();
    }
  });

  it('uses gRPC, with the library building its own emulator credential, when FIRESTORE_PREFER_REST is false', () => {
    for (const value of [undefined, '', 'false', 'FALSE', '0', ' false ']) {
      expect(firestoreSettings({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIRESTORE_PREFER_REST: value })).toEqual({
        ignoreUndefinedProperties: true,
        preferRest: false,
      });
    }
  });
});

describe('firestoreOptions', () => {
  it("opens the project Cloud Functions names in FIREBASE_CONFIG, as the Admin SDK's default app does", () => {
    const env = { FIREBASE_CONFIG: '{"projectId":"clinic-prod","storageBucket":"b"}', GCLOUD_PROJECT: 'other' };
    expect(firestoreProjectId(env)).toBe('clinic-prod');
    expect(firestoreOptions(env, 'rest')).toMatchObject({ projectId: 'clinic-prod', preferRest: true });
  });

  it('else the project variables, else none (the client then asks the environment, as the Admin SDK lets it)', () => {
    expect(firestoreProjectId({ GCLOUD_PROJECT: 'demo-clinic' })).toBe('demo-clinic');
    expect(firestoreProjectId({ GOOGLE_CLOUD_PROJECT: 'a', GCLOUD_PROJECT: 'b' })).toBe('a');
    expect(firestoreProjectId({ FIREBASE_CONFIG: '/path/to/config.json', GCLOUD_PROJECT: 'b' })).toBe('b');
    expect(firestoreProjectId({ FIREBASE_CONFIG: '{not json' })).toBeUndefined();
    expect(firestoreOptions({}, 'grpc')).not.toHaveProperty('projectId');
  });

  it("reports the Admin SDK's version to Firestore, as getFirestore() does, with our settings", () => {
    const load = createRequire(import.meta.url);
    const adminPackage = join(dirname(load.resolve('firebase-admin/firestore')), '..', '..', 'package.json');
    const { version } = load(adminPackage) as { version: string };
    expect(firestoreOptions({ GCLOUD_PROJECT: 'demo-clinic' }, 'grpc')).toEqual({
      projectId: 'demo-clinic',
      firebaseVersion: version,
      firebaseAdminVersion: version,
      ignoreUndefinedProperties: true,
      preferRest: false,
    });
  });
});

describe('isUnavailable', () => {
  it("takes gRPC's UNAVAILABLE and DEADLINE_EXCEEDED and REST's network failures, and nothing else", () => {
    for (const code of [14, 4, 'unavailable', 'deadline-exceeded', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']) {
      expect(isUnavailable({ code }), String(code)).toBe(true);
    }
    for (const code of [3, 5, 7, 'not-found', 'permission-denied', 'EACCES', undefined]) {
      expect(isUnavailable({ code }), String(code)).toBe(false);
    }
    expect(isUnavailable(null)).toBe(false);
  });
});

describe('withDeadline over REST (FIRESTORE_PREFER_REST=true)', () => {
  const saved = { ...process.env };
  let closedPort: number;

  beforeAll(async () => {
    // A port that was free a moment ago and that nothing listens on: the connection is refused.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closedPort = (server.address() as { port: number }).port;
    await new Promise((resolve) => server.close(resolve));
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${closedPort}`;
    process.env.GCLOUD_PROJECT = 'demo-firestore-unit';
    process.env.FIRESTORE_PREFER_REST = 'true';
  });

  afterAll(() => {
    process.env = saved;
  });

  it('goes over HTTP: a refused connection is a network error, where gRPC would say UNAVAILABLE', async () => {
    const db = await getDb();
    await expect(db.collection('categories').limit(1).get()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('turns an unreachable database into a DataUnavailableError (a 503), not a bug', async () => {
    const read = withDeadline((db) => db.collection('categories').limit(1).get());
    await expect(read).rejects.toBeInstanceOf(DataUnavailableError);
  });
});

describe('getDb, on a cold start', () => {
  it("loads the Firestore client without @opentelemetry/api, which loads whole when read, nor the Admin SDK's app", async () => {
    // A fresh process: this one may have loaded either package already.
    const script = `
      const loaded = (part) => Object.keys(require.cache).some((file) => file.includes(part));
      const { getDb } = require(${JSON.stringify(new URL('./firestore.ts', import.meta.url).pathname)});
      getDb().then((db) => {
        const atStart = { client: loaded('/@google-cloud/firestore/'), tracing: loaded('/@opentelemetry/api/'), adminApp: loaded('/firebase-admin/lib/app/') };
        const api = require(require('node:module').createRequire(require.resolve('@google-cloud/firestore')).resolve('@opentelemetry/api'));
        console.log(JSON.stringify({ atStart, collection: typeof db.collection, tracingWhenAsked: typeof api.trace.getTracer }));
        process.exit(0);
      });`;
    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    // Unset, as on Cloud Run: the client then traces, and getDb turns that off.
    const { FIRESTORE_ENABLE_TRACING: _unset, ...env } = process.env;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { ...env, FIRESTORE_EMULATOR_HOST: '127.0.0.1:9', GCLOUD_PROJECT: 'demo-clinic' },
    });
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual({
      atStart: { client: true, tracing: false, adminApp: false },
      collection: 'function',
      tracingWhenAsked: 'function',
    });
  }, 30_000);
});
