import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';
import { resetRateLimits } from '../support/limits-and-mail';

/**
 * What one request costs in Firestore operations, counted at the Admin SDK's boundary: the API's own handler runs
 * in this process against the stack's Firestore emulator, and every RPC its Firestore client sends passes through
 * a counter wrapped around that client (the emulator keeps no count of its own). Writes are the documents of every
 * commit; reads the documents of every batched get, and every query.
 */
type Rpc = { method: string; writes: number; reads: number };
let rpcs: Rpc[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  process.env.FUNCTIONS_EMULATOR = 'true'; // as on the local stack: lets a request ask for `?sample=all`
  await emulatorAdmin();
  // The handler's own client (this process runs the handler below): the one its calls go through.
  const { getDb } = await import('../../functions/src/data/firestore');
  const db = await getDb();
  type Client = {
    request: (method: string, request: { writes?: unknown[] }, ...rest: unknown[]) => Promise<unknown>;
    requestStream: (method: string, bidi: unknown, request: { documents?: unknown[] }, ...rest: unknown[]) => unknown;
  };
  const client = db as unknown as Client;
  const request = client.request.bind(client);
  const requestStream = client.requestStream.bind(client);
  client.request = (method, body, ...rest) => {
    rpcs.push({ method, writes: method === 'commit' ? (body.writes?.length ?? 0) : 0, reads: 0 });
    return request(method, body, ...rest);
  };
  client.requestStream = (method, bidi, body, ...rest) => {
    const reads = method === 'batchGetDocuments' ? (body.documents?.length ?? 0) : method === 'runQuery' ? 1 : 0;
    rpcs.push({ method, writes: 0, reads });
    return requestStream(method, bidi, body, ...rest);
  };
  const { handleApiRequest } = await import('../../functions/src/http/app');
  server = createServer((req, res) => void handleApiRequest(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await resetRateLimits();
});
beforeEach(resetRateLimits);

/** The Firestore operations of one request, and its status. */
async function cost(path: string, init: RequestInit = {}) {
  rpcs = [];
  const res = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
  await res.arrayBuffer();
  const sum = (key: 'writes' | 'reads') => rpcs.reduce((total, rpc) => total + rpc[key], 0);
  return { status: res.status, writes: sum('writes'), reads: sum('reads'), rpcs: rpcs.map((rpc) => rpc.method) };
}

const post = (json: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(json),
});

const vitals = {
  kind: 'vitals',
  release: 'test-1',
  pageType: 'article',
  metrics: [
    { name: 'LCP', value: 2300 },
    { name: 'INP', value: 180 },
    { name: 'CLS', value: 0.04 },
  ],
};

describe('the Firestore cost of a client report', () => {
  it('a page view with all three vitals: at most 2 writes (its limit counter and its day histogram), 1 read', async () => {
    // The first report of a visitor opens its window; the next ones count in it: both kinds are measured.
    const first = await cost('/api/client-errors?sample=all', post(vitals));
    const next = await cost('/api/client-errors?sample=all', post(vitals));
    console.log(
      `vitals report, Firestore writes / reads: first of a window ${first.writes} / ${first.reads}, ` +
        `next ${next.writes} / ${next.reads}`,
    );
    for (const report of [first, next]) {
      expect(report.status).toBe(202);
      expect(report.writes, report.rpcs.join(', ')).toBeLessThanOrEqual(2);
      expect(report.reads, report.rpcs.join(', ')).toBeLessThanOrEqual(1);
    }
    // Both were counted: the day's document holds two samples of each metric.
    await emulatorAdmin();
    // The handler's own client (this process runs the handler below): the one its calls go through.
    const { getDb } = await import('../../functions/src/data/firestore');
    const db = await getDb();
    const day = new Date().toISOString().slice(0, 10);
    const stored = (await db.collection('siteHealthDaily').doc(`${day}_article`).get()).data() as {
      metrics: Record<string, Record<string, number>>;
    };
    for (const metric of ['LCP', 'INP', 'CLS']) {
      expect(Object.values(stored.metrics[metric] ?? {}).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    }
  });

  it('an error report: 1 write and 1 read (the limit counter; the error goes to the log)', async () => {
    const report = {
      kind: 'error',
      source: 'uncaught',
      release: 'test-1',
      pageType: 'home',
      message: 'A write-count check',
      url: 'http://127.0.0.1:5000/',
    };
    const counted = await cost('/api/client-errors?sample=none', post(report));
    expect(counted.status).toBe(202);
    expect(counted.writes).toBeLessThanOrEqual(1);
    expect(counted.reads).toBeLessThanOrEqual(1);
  });

  it('a refused report (over the limit) writes nothing', async () => {
    const report = { ...vitals, metrics: [{ name: 'CLS', value: 0.01 }] };
    for (let i = 0; i < 30; i++) expect((await cost('/api/client-errors?sample=none', post(report))).status).toBe(202);
    const refused = await cost('/api/client-errors?sample=none', post(report));
    expect(refused.status).toBe(429);
    expect(refused.writes).toBe(0);
  }, 60_000);
});

describe('for comparison', () => {
  it('the shared limiter (decision 0012) the reports used before costs more than both writes together', async () => {
    const { enforceRateLimit } = await import('../../functions/src/data/rate-limits');
    const { CLIENT_REPORT_LIMIT } = await import('../../functions/src/telemetry/telemetry-handlers');
    rpcs = [];
    await enforceRateLimit(CLIENT_REPORT_LIMIT, { client: '203.0.113.9', edge: '203.0.113.9' });
    const writes = rpcs.reduce((total, rpc) => total + rpc.writes, 0);
    const reads = rpcs.reduce((total, rpc) => total + rpc.reads, 0);
    console.log(
      `shared limiter alone, Firestore writes / reads: ${writes} / ${reads} (plus 1 histogram write per metric before)`,
    );
    expect(writes).toBeGreaterThan(2);
  });
});

describe('slug lookups', () => {
  it.each([
    ['/api/blogs/url/Not_A_Slug', 404],
    [`/api/blogs/url/${'a'.repeat(121)}`, 404],
    ['/api/locationpages/url/bad..slug', 404],
    ['/api/locationpages/url/-leading-hyphen', 404],
  ])('%s: a string no record can hold answers %i with no Firestore read', async (path, status) => {
    const answer = await cost(path);
    expect(answer.status).toBe(status);
    expect(answer.rpcs).toEqual([]);
  });

  it('a well-formed slug nothing holds is looked up (the count above is not blind)', async () => {
    const answer = await cost(`/api/blogs/url/nothing-holds-this-${Date.now().toString(36)}`);
    expect(answer.status).toBe(404);
    expect(answer.reads).toBeGreaterThan(0);
  });
});
