// `npm run bench:api`: the api and pages handlers on plain Node HTTP servers against a local (embedded) Firestore,
// loaded with autocannon, plus the function module's import time (the module both functions load). The Functions emulator is far slower
// than production, so it is deliberately not in the path.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { DEMO_DYNAMIC_ROUTES, loadApiHandler, loadPageHandler, startDemoFirestore } from './lib/page-renderer';
import { buildAll } from './lib/run';

const ROOT = new URL('..', import.meta.url).pathname;
const FIRESTORE_PORT = 8290;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = 10;
const TARGETS = { rps: 2000, p99: 20, importMs: 400 };
/** Server-rendered pages (the `pages` function), read cache off: every page reads Firestore and renders. */
const PAGE_TARGETS = { rps: 500, p99: 50 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function main(): Promise<void> {
  // The web build too: the pages handler renders with its server build (functions/ssr).
  await buildAll();
  const importTimes = Array.from({ length: 5 }, () =>
    Number(
      execFileSync(process.execPath, [
        '-e',
        `const t=performance.now();require(${JSON.stringify(`${ROOT}functions/lib/index.js`)});process.stdout.write(String(performance.now()-t))`,
      ]),
    ),
  );

  const firestore = await startDemoFirestore(FIRESTORE_PORT);

  // The same module the function exports (bundled), not the sources.
  const handleApiRequest = await loadApiHandler();
  const server = createServer((req, res) => void handleApiRequest(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Its own bundle, so its own read cache, switched off when the module loads.
  process.env.CLINIC_READ_CACHE = 'off';
  const handlePageRequest = await loadPageHandler();
  const pageServer = createServer((req, res) => void handlePageRequest(req, res));
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  const pageOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;

  const rows: string[] = [];
  let failures = 0;
  for (const path of ['/blogs', '/api/locationpages/url/executive-health-yorkville']) {
    const result = await autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: DURATION_S });
    const rps = result.requests.average;
    const p50 = result.latency.p50;
    const p99 = result.latency.p99;
    const errors = result.errors + result.timeouts + result.non2xx;
    const ok = rps >= TARGETS.rps && p99 <= TARGETS.p99 && errors === 0;
    if (!ok) failures++;
    rows.push(
      `${ok ? 'ok  ' : 'MISS'} GET ${path.padEnd(50)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${p50} ms  p99 ${p99} ms  errors ${errors}`,
    );
  }
  // The first request loads the web app's server build and the page's chunks; the figures are for the rest.
  const pagePath = DEMO_DYNAMIC_ROUTES[0] as string;
  const first = performance.now();
  const warm = await fetch(`${pageOrigin}${pagePath}`);
  const firstMs = performance.now() - first;
  if (warm.status !== 200) throw new Error(`${pagePath} answered ${warm.status}`);
  {
    const result = await autocannon({
      url: `${pageOrigin}${pagePath}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const rps = result.requests.average;
    const errors = result.errors + result.timeouts + result.non2xx;
    const ok = rps >= PAGE_TARGETS.rps && result.latency.p99 <= PAGE_TARGETS.p99 && errors === 0;
    if (!ok) failures++;
    rows.push(
      `${ok ? 'ok  ' : 'MISS'} SSR ${`${pagePath} (read cache off)`.padEnd(50)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}`,
      `     first page of a fresh process (server build loaded, chunks loaded): ${firstMs.toFixed(0)} ms`,
    );
  }
  server.close();
  pageServer.close();
  firestore.stop();

  const importMedian = median(importTimes);
  const importOk = importMedian < TARGETS.importMs;
  console.log(
    `\nAPI benchmark (${CONNECTIONS} connections, ${DURATION_S} s each, embedded Firestore, Node ${process.version})`,
  );
  for (const row of rows) console.log(row);
  console.log(
    `${importOk ? 'ok  ' : 'MISS'} function module import: median ${importMedian.toFixed(0)} ms of 5 fresh processes ` +
      `(${importTimes.map((t) => t.toFixed(0)).join(', ')})`,
  );
  console.log(
    `Targets: API >= ${TARGETS.rps} req/s, p99 <= ${TARGETS.p99} ms; SSR >= ${PAGE_TARGETS.rps} pages/s, p99 <= ` +
      `${PAGE_TARGETS.p99} ms; 0 errors; import < ${TARGETS.importMs} ms.`,
  );
  process.exit(failures || !importOk ? 1 : 0);
}

main().catch((error: Error) => {
  console.error(`bench:api failed: ${error.message}`);
  process.exit(1);
});
