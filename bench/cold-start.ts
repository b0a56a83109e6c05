// `npm run bench:cold-start`: how long a cold start of each function takes on this machine, from process start to
// the first answer, with the production bundle (functions/lib) loaded the way Cloud Functions 2nd gen loads it (the
// Functions Framework's CLI, FUNCTION_TARGET=<name>), against a seeded local Firestore. Each figure is the median of
// RUNS fresh processes with its range: the machine is shared, so one run says little. Decision 0018 uses these.
// `--skip-build` measures the bundle already built (npm run build) instead of building it first.
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { LOCAL_DIR } from '../scripts/lib/local-stack';
import { buildAll } from '../scripts/lib/run';
import { isPortFree } from '../scripts/lib/ports';
import { measureBareNode, measureColdStart, type ColdStart } from './lib/cold-start-process';
import { DEMO_DYNAMIC_ROUTES, startDemoFirestore } from './lib/page-renderer';

const RUNS = 7;
const FIRESTORE_PORT = 8293;
const FUNCTION_PORT = 8294;

/** What a first visitor (or the uptime check) asks each function for. */
const CASES: { target: 'api' | 'pages'; path: string; what: string }[] = [
  { target: 'api', path: '/api/categories', what: 'a public API read (Firestore)' },
  { target: 'pages', path: DEMO_DYNAMIC_ROUTES[0] as string, what: 'a server-rendered location page' },
  { target: 'pages', path: '/admin', what: 'the app shell, if the function serves it' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const range = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
const figure = (values: number[]) => `${median(values).toFixed(0).padStart(5)} ms (${range(values)})`;

async function main(): Promise<void> {
  if (!process.argv.includes('--skip-build')) await buildAll();
  if (!(await isPortFree(FUNCTION_PORT))) throw new Error(`Port ${FUNCTION_PORT} is in use.`);
  const loadBefore = loadavg()[0] as number;
  // The Firestore's log goes there (a fresh clone has no .local yet).
  mkdirSync(LOCAL_DIR, { recursive: true });
  const firestore = await startDemoFirestore(FIRESTORE_PORT);
  const env = { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}`, GCLOUD_PROJECT: 'demo-clinic' };
  const bare: number[] = [];
  const results = new Map<string, ColdStart[]>();
  try {
    // Interleaved (one run of every case, then the next round), so a busy minute on the machine spreads over
    // every case instead of landing on one.
    for (let round = 0; round < RUNS; round++) {
      bare.push(await measureBareNode());
      for (const { target, path } of CASES) {
        const run = await measureColdStart(target, FUNCTION_PORT, path, env);
        if (run.status !== 200) throw new Error(`${target} ${path} answered ${run.status}`);
        results.set(`${target} ${path}`, [...(results.get(`${target} ${path}`) ?? []), run]);
      }
    }
  } finally {
    await firestore.stop();
  }
  console.log(
    `\nCold starts: median of ${RUNS} fresh processes (range), Node ${process.version}, ${cpus().length} cores, ` +
      `load average ${loadBefore.toFixed(1)} before and ${(loadavg()[0] as number).toFixed(1)} after\nFirestore: ${firestore.kind}`,
  );
  console.log(`node -e '' (bare process start and exit):      ${figure(bare)}`);
  for (const { target, path, what } of CASES) {
    const runs = results.get(`${target} ${path}`) ?? [];
    console.log(`\n${target} GET ${path}: ${what}`);
    console.log(`  process start to listening:    ${figure(runs.map((r) => r.listeningMs))}`);
    console.log(`  process start to first answer: ${figure(runs.map((r) => r.firstAnswerMs))}`);
    console.log(`  the same request, warm:        ${figure(runs.map((r) => r.warmMs))}`);
  }
  console.log(
    '\nNot included: Cloud Run allocating an instance and starting the container (seconds, outside our code).',
  );
}

main().catch((error: Error) => {
  console.error(`bench:cold-start failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
