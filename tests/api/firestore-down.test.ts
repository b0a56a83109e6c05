import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseFirestore } from '../../tools/scripts/lib/firestore-choice';
import { LOCAL_DIR } from '../../tools/scripts/lib/local-stack';
import { startStandaloneFirestore } from '../../tools/scripts/lib/official-firestore';

// Its own Firestore (the official emulator's JAR on its own) and its own API server (the same handler the function
// exports), so this test can take the database away without disturbing the shared stack.
const FIRESTORE_PORT = 8181;
const LOG_FILE = join(LOCAL_DIR, 'firestore-down.log');
const startFirestore = () => startStandaloneFirestore(chooseFirestore(), { port: FIRESTORE_PORT, logFile: LOG_FILE });
let firestore: Awaited<ReturnType<typeof startFirestore>> | undefined;
let api: Server;
let url: string;

beforeAll(async () => {
  mkdirSync(LOCAL_DIR, { recursive: true });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${FIRESTORE_PORT}`;
  process.env.GCLOUD_PROJECT = 'demo-firestore-down';
  firestore = await startFirestore();
  const { handleApiRequest } = await import('../../functions/src/http/app');
  api = createServer((req, res) => void handleApiRequest(req, res));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/categories`;
}, 120_000);

afterAll(async () => {
  api?.close();
  await firestore?.stop();
});

/** The API's status once it answers 200, or the last one it gave within 60 s. */
async function statusOnceUp(): Promise<number> {
  let status = 0;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && status !== 200) {
    status = (await fetch(url, { signal: AbortSignal.timeout(15_000) })).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 500));
  }
  return status;
}

describe('when Firestore is unreachable', () => {
  it('answers 503 with a clear message within 10 s, then recovers without a restart', async () => {
    // A freshly started emulator and a cold Admin SDK may miss the first deadline on a busy machine: wait for 200.
    expect(await statusOnceUp()).toBe(200);

    await firestore?.stop();
    expect(firestore?.isRunning()).toBe(false);
    const started = Date.now();
    const down = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    const elapsed = Date.now() - started;
    expect(down.status).toBe(503);
    expect(elapsed).toBeLessThan(10_000);
    expect(await down.json()).toEqual({ status: 'error', message: expect.stringMatching(/database is unavailable/i) });
    expect(down.headers.get('retry-after')).toBeTruthy();

    // The emulator takes seconds to start on a busy machine; the API must answer again once it is back.
    firestore = await startFirestore();
    expect(await statusOnceUp()).toBe(200);
  }, 240_000);
});
