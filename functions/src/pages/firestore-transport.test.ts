import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';

const FUNCTIONS_DIR = new URL('../..', import.meta.url).pathname;

/**
 * In a fresh process (this one may have loaded gRPC already): loads a function's entry module, reads a collection
 * from a port nothing listens on, and says which transport the read took and whether gRPC got loaded.
 */
async function firstReadOf(entry: string, env: Record<string, string> = {}) {
  const script = `
    const loaded = (part) => Object.keys(require.cache).some((file) => file.includes(part));
    require(${JSON.stringify(`${FUNCTIONS_DIR}src/${entry}`)});
    const { firestoreTransport, withDeadline } = require(${JSON.stringify(`${FUNCTIONS_DIR}src/data/firestore.ts`)});
    const transport = firestoreTransport();
    withDeadline((db) => db.collection('categories').limit(1).get()).then(
      () => 'read',
      (error) => error.name,
    ).then((outcome) => {
      console.log(JSON.stringify({ transport, outcome, grpc: loaded('/@grpc/grpc-js/'), fetch: loaded('/node-fetch/'), urlPolyfill: loaded('/tr46/') || loaded('/whatwg-url/lib/url-state-machine') }));
      process.exit(0);
    });`;
  const { FIRESTORE_PREFER_REST: _unset, ...inherited } = process.env;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: FUNCTIONS_DIR,
    env: { ...inherited, FIRESTORE_EMULATOR_HOST: '127.0.0.1:9', GCLOUD_PROJECT: 'demo-clinic', ...env },
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as {
    transport: string;
    outcome: string;
    grpc: boolean;
    fetch: boolean;
    urlPolyfill: boolean;
  };
}

describe("each function's Firestore transport", () => {
  it('the pages entry reads over REST, keeps gRPC for what asks for it, and FIRESTORE_PREFER_REST still decides', async () => {
    vi.resetModules();
    await import('./page-handler');
    const { firestoreSettings, firestoreTransport, withFirestoreTransport } = await import('../data/firestore');
    expect(firestoreTransport({})).toBe('rest');
    expect(firestoreSettings({})).toMatchObject({ preferRest: true });
    expect(firestoreTransport({ FIRESTORE_PREFER_REST: 'false' })).toBe('grpc');
    expect(firestoreSettings({ FIRESTORE_PREFER_REST: 'false' })).toMatchObject({ preferRest: false });
    // The search page's rate limit (a contended transaction) runs in such a scope.
    expect(await withFirestoreTransport('grpc', async () => firestoreTransport({}))).toBe('grpc');
    expect(firestoreTransport({})).toBe('rest');
  });

  it("api's entry keeps gRPC", async () => {
    vi.resetModules();
    await import('../http/app');
    const { firestoreSettings, firestoreTransport } = await import('../data/firestore');
    expect(firestoreTransport({})).toBe('grpc');
    expect(firestoreSettings({})).toMatchObject({ preferRest: false });
    expect(firestoreTransport({ FIRESTORE_PREFER_REST: 'true' })).toBe('rest');
  });

  it("a cold pages instance's first read loads no gRPC; api's does (fresh processes)", async () => {
    const [pages, api] = await Promise.all([firstReadOf('pages/page-handler.ts'), firstReadOf('http/app.ts')]);
    // Nothing listens on port 9: over REST the read fails at once as a network error, a 503 for the visitor.
    expect(pages).toEqual({
      transport: 'rest',
      outcome: 'DataUnavailableError',
      grpc: false,
      fetch: true,
      urlPolyfill: false,
    });
    expect(api).toMatchObject({ transport: 'grpc', grpc: true });
    // node-fetch's URL polyfill (and, on Node 22, the punycode warning it brings) stays unloaded on both.
    expect(api).toMatchObject({ fetch: true, urlPolyfill: false });
  }, 60_000);
});
