// `npm run bench:api`: the api and pages handlers on plain Node HTTP servers against the official Firestore emulator,
// loaded with autocannon, plus the function module's import time (the module both functions load). The Functions emulator is far slower
// than production, so it is deliberately not in the path. Each handler, the Firestore and the load generator (this
// process) run as separate processes, as they do in production: in one process they would share one event loop.
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { DEMO_DYNAMIC_ROUTES, startDemoFirestore, startHandlerProcess } from './lib/page-renderer';
import { buildAll } from '../scripts/lib/run';
import { bundleHandlers } from './lib/handler-bundle';

const ROOT = new URL('../..', import.meta.url).pathname;
const FIRESTORE_PORT = 8290;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = 10;
/** Load before each measured run, so the figures are the steady state of a warm instance, not its JIT warm-up. */
const WARMUP_S = 10;
const ROUNDS = 3;
const TARGETS = { rps: 2000, p99: 20, importMs: 400 };
/** Server-rendered pages (the `pages` function), read cache off: every page reads Firestore and renders. */
const PAGE_TARGETS = { rps: 500, p99: 50 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

type Measured = { rps: number; p50: number; p99: number; errors: number; rounds: number[] };

/**
 * Warms the server up on `url`, then measures it in three rounds and keeps the median round: one noisy round
 * (this machine's other processes, a GC pause) neither passes nor fails the target on its own.
 */
async function load(url: string): Promise<Measured> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
  const results: autocannon.Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    results.push(await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S / ROUNDS }));
  }
  const rounds = results.map((result) => result.requests.average);
  const middle = results.find((result) => result.requests.average === median(rounds)) as autocannon.Result;
  return {
    rps: middle.requests.average,
    p50: middle.latency.p50,
    p99: middle.latency.p99,
    // Errors in any round count.
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
    rounds,
  };
}

const row = (ok: boolean, label: string, { rps, p50, p99, errors, rounds }: Measured) =>
  `${ok ? 'ok  ' : 'MISS'} ${label.padEnd(58)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${p50} ms  p99 ${p99} ms  ` +
  `errors ${errors}  (rounds: ${rounds.map((r) => r.toFixed(0)).join(', ')} req/s)`;

async function main(): Promise<void> {
  // The web build too: the pages handler renders with its server build (functions/ssr).
  await buildAll();
  await bundleHandlers();
  const importTimes = Array.from({ length: 5 }, () =>
    Number(
      execFileSync(process.execPath, [
        '-e',
        `const t=performance.now();require(${JSON.stringify(`${ROOT}functions/lib/index.cjs`)});process.stdout.write(String(performance.now()-t))`,
      ]),
    ),
  );

  const firestore = await startDemoFirestore(FIRESTORE_PORT);

  // The modules the functions export (bundled), not the sources. The pages handler with its read cache off, so
  // every page reads Firestore and renders.
  const api = await startHandlerProcess('api');
  const pages = await startHandlerProcess('pages', { CLINIC_READ_CACHE: 'off' });
  const origin = api.origin;
  const pageOrigin = pages.origin;

  const rows: string[] = [];
  let failures = 0;
  for (const path of ['/blogs', '/api/locationpages/url/executive-health-yorkville']) {
    const result = await load(`${origin}${path}`);
    const ok = result.rps >= TARGETS.rps && result.p99 <= TARGETS.p99 && result.errors === 0;
    if (!ok) failures++;
    rows.push(row(ok, `GET ${path}`, result));
  }
  // The first request loads the web app's server build and the page's chunks; the figures are for the rest.
  const pagePath = DEMO_DYNAMIC_ROUTES[0] as string;
  const first = performance.now();
  const warm = await fetch(`${pageOrigin}${pagePath}`);
  const firstMs = performance.now() - first;
  if (warm.status !== 200) throw new Error(`${pagePath} answered ${warm.status}`);
  {
    const result = await load(`${pageOrigin}${pagePath}`);
    const ok = result.rps >= PAGE_TARGETS.rps && result.p99 <= PAGE_TARGETS.p99 && result.errors === 0;
    if (!ok) failures++;
    rows.push(
      row(ok, `SSR ${pagePath} (read cache off)`, result),
      `     first page of a fresh process (server build loaded, chunks loaded): ${firstMs.toFixed(0)} ms`,
    );
  }
  api.stop();
  pages.stop();
  await firestore.stop();

  const importMedian = median(importTimes);
  const importOk = importMedian < TARGETS.importMs;
  console.log(
    `\nAPI benchmark (${CONNECTIONS} connections, ${WARMUP_S} s of warm-up, then ${ROUNDS} rounds of ${DURATION_S / ROUNDS} s and the median round, Node ${process.version})\nFirestore: ${firestore.kind}`,
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
