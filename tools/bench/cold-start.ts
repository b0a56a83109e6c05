// `npm run bench:cold-start`: how long a cold start of each function takes on this machine, from process start to
// the first answer, with the production bundle (functions/lib) loaded the way Cloud Functions 2nd gen loads it (the
// Functions Framework's CLI, FUNCTION_TARGET=<name>), against a seeded local Firestore. Each figure is the median of
// RUNS fresh processes with its range: the machine is shared, so one run says little. Decision 0018 uses these.
// `--skip-build` measures the bundle already built (npm run build) instead of building it first.
// `--against <checkout>` also measures another checkout's built functions/ (e.g. a worktree of an older commit,
// built there with `npm run build`) in the same rounds, and prints each figure of this one as a ratio of that one's:
// on a shared machine only a comparison within one run means something.
// `--node <binary>` runs the functions (and the bare-Node row) on that Node instead of this one: Cloud Run runs
// Node 22 (firebase.json's runtime), which loads and maps source maps differently from Node 20 (decision 0018).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { LOCAL_DIR } from '../scripts/lib/local-stack';
import { buildAll } from '../scripts/lib/run';
import { isPortFree } from '../scripts/lib/ports';
import { measureBareNode, measureColdStart, type ColdStart } from './lib/cold-start-process';
import { DEMO_DYNAMIC_ROUTES, startDemoFirestore } from './lib/page-renderer';

const RUNS = 5;
const FIRESTORE_PORT = 8293;
const FUNCTION_PORT = 8294;
const ROOT = new URL('../..', import.meta.url).pathname;

/** What a first visitor (or the uptime check) asks each function for. */
const CASES: { target: 'api' | 'pages'; path: string; what: string }[] = [
  { target: 'api', path: '/api/categories', what: 'a public API read (Firestore)' },
  { target: 'pages', path: DEMO_DYNAMIC_ROUTES[0] as string, what: 'a server-rendered location page' },
  { target: 'pages', path: '/admin', what: 'the app shell, if the function serves it' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const range = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
const figure = (values: number[]) => `${median(values).toFixed(0).padStart(5)} ms (${range(values)})`;
const loads = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

function argument(name: string, example: string): string | undefined {
  const at = process.argv.indexOf(name);
  if (at < 0) return undefined;
  const value = process.argv[at + 1];
  if (!value) throw new Error(`${name} needs a value: ${name} ${example}`);
  return resolve(value);
}

/**
 * `pages` reads Firestore over REST (its entry chooses it; FIRESTORE_PREFER_REST=true makes every function do so,
 * functions/src/data/firestore.ts), and the official emulator answers its first REST request slowly (its JVM loads
 * that path on first use: over 8 s on a busy machine, which the API answers with a 503). The seeding used gRPC, so
 * one REST read here keeps that first time out of every measured start, as production has no such first time. An
 * older checkout that reads over gRPC meets a warm gRPC path the same way.
 */
async function warmEmulatorRest(host: string): Promise<void> {
  const url = `http://${host}/v1/projects/demo-clinic/databases/(default)/documents/categories?pageSize=1`;
  const res = await fetch(url, { headers: { Authorization: 'Bearer owner' }, signal: AbortSignal.timeout(60_000) });
  if (!res.ok) throw new Error(`The Firestore emulator's REST API answered ${res.status} to ${url}`);
}

async function main(): Promise<void> {
  const against = argument('--against', '/path/to/other/worktree');
  const node = argument('--node', '/path/to/node22/bin/node') ?? process.execPath;
  const nodeVersion = execFileSync(node, ['--version']).toString().trim();
  if (!process.argv.includes('--skip-build')) await buildAll();
  if (!(await isPortFree(FUNCTION_PORT))) throw new Error(`Port ${FUNCTION_PORT} is in use.`);
  const loadBefore = loads();
  // The Firestore's log goes there (a fresh clone has no .local yet).
  mkdirSync(LOCAL_DIR, { recursive: true });
  const firestore = await startDemoFirestore(FIRESTORE_PORT);
  const env = { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}`, GCLOUD_PROJECT: 'demo-clinic' };
  if (firestore.kind.startsWith('official')) await warmEmulatorRest(env.FIRESTORE_EMULATOR_HOST);
  const checkouts = against ? [ROOT, against] : [ROOT];
  const bare: number[] = [];
  const results = new Map<string, ColdStart[]>();
  try {
    // Interleaved (one run of every case and checkout, then the next round), so a busy minute on the machine
    // spreads over every case instead of landing on one.
    for (let round = 0; round < RUNS; round++) {
      bare.push(await measureBareNode(node));
      for (const { target, path } of CASES) {
        for (const checkout of checkouts) {
          const run = await measureColdStart(target, FUNCTION_PORT, path, env, checkout, node);
          if (run.status !== 200) throw new Error(`${target} ${path} answered ${run.status} (${checkout})`);
          const key = `${checkout} ${target} ${path}`;
          results.set(key, [...(results.get(key) ?? []), run]);
        }
      }
    }
  } finally {
    await firestore.stop();
  }
  console.log(
    `\nCold starts: median of ${RUNS} fresh processes (range), Node ${nodeVersion}, ${cpus().length} cores, ` +
      `load averages (1, 5, 15 min) ${loadBefore} before and ${loads()} after\nFirestore: ${firestore.kind}`,
  );
  if (against) console.log(`Compared with: ${against} (ratios are this checkout's median / that one's)`);
  console.log(`node -e '' (bare process start and exit):      ${figure(bare)}`);
  const runsOf = (checkout: string, target: string, path: string) => results.get(`${checkout} ${target} ${path}`) ?? [];
  const rows: [string, (run: ColdStart) => number | undefined][] = [
    ['process start to listening:   ', (run) => run.listeningMs],
    ['process start to first answer:', (run) => run.firstAnswerMs],
    ['CPU time to first answer:     ', (run) => run.firstAnswerCpuMs],
    ['the same request, warm:       ', (run) => run.warmMs],
  ];
  const measured = (runs: ColdStart[], pick: (run: ColdStart) => number | undefined) =>
    runs.map(pick).filter((value): value is number => value !== undefined);
  for (const { target, path, what } of CASES) {
    console.log(`\n${target} GET ${path}: ${what}`);
    for (const [label, pick] of rows) {
      const ours = measured(runsOf(ROOT, target, path), pick);
      // No /proc (not Linux): no CPU times.
      if (!ours.length) continue;
      if (!against) {
        console.log(`  ${label} ${figure(ours)}`);
        continue;
      }
      const theirs = measured(runsOf(against, target, path), pick);
      const ratio = (median(ours) / median(theirs)).toFixed(2);
      console.log(`  ${label} ${figure(ours)}   against ${figure(theirs)}   ratio ${ratio}`);
    }
  }
  console.log(
    '\nNot included: Cloud Run allocating an instance and starting the container (seconds, outside our code).',
  );
}

main().catch((error: Error) => {
  console.error(`bench:cold-start failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
