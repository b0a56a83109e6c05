import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirestoreServer } from '@firestore-emulator/server';
import { loadEmbeddedFirestore } from '../../scripts/lib/local-stack';

// Its own Firestore and its own API server (the same handler the function exports), so this test can
// take the database away without disturbing the shared stack.
const FIRESTORE_PORT = 8181;
let firestore: FirestoreServer;
let api: Server;
let url: string;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${FIRESTORE_PORT}`;
  process.env.GCLOUD_PROJECT = 'demo-firestore-down';
  // The embedded Firestore speaks gRPC only; functions/src/data/firestore.test.ts covers REST's unreachable case.
  process.env.FIRESTORE_PREFER_REST = 'false';
  firestore = new (loadEmbeddedFirestore())();
  await firestore.start(FIRESTORE_PORT);
  const { handleApiRequest } = await import('../../functions/src/http/app');
  api = createServer((req, res) => void handleApiRequest(req, res));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/categories`;
});

afterAll(async () => {
  api?.close();
  firestore?.stop();
});

describe('when Firestore is unreachable', () => {
  it('answers 503 with a clear message within 10 s, then recovers without a restart', async () => {
    expect((await fetch(url)).status).toBe(200);

    firestore.stop();
    const started = Date.now();
    const down = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    const elapsed = Date.now() - started;
    expect(down.status).toBe(503);
    expect(elapsed).toBeLessThan(10_000);
    expect(await down.json()).toEqual({ status: 'error', message: expect.stringMatching(/database is unavailable/i) });
    expect(down.headers.get('retry-after')).toBeTruthy();

    firestore = new (loadEmbeddedFirestore())();
    await firestore.start(FIRESTORE_PORT);
    let recovered = 0;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && recovered !== 200) {
      recovered = (await fetch(url, { signal: AbortSignal.timeout(12_000) })).status;
      if (recovered !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(recovered).toBe(200);
  }, 60_000);
});
