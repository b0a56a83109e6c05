import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localFirebaseJson, type FirebaseJson } from './csp';
import { assertPortsFree, PORTS, waitFor } from './ports';
import { chooseFirestore, describeFirestore, javaEnv, type OfficialFirestore } from './firestore-choice';
import { firebaseToolsBinary } from './official-firestore';
import { chooseStorage, describeStorage, STORAGE_PORT, type StorageChoice } from './storage-choice';

export const PROJECT_ID = 'demo-clinic';
export const HOSTING_URL = `http://127.0.0.1:${PORTS.hosting}`;
export const FUNCTIONS_URL = `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/us-central1/api`;
export const AUTH_HOST = `127.0.0.1:${PORTS.auth}`;
export const FIRESTORE_HOST = `127.0.0.1:${PORTS.firestore}`;

const ROOT = new URL('../../..', import.meta.url).pathname;
export const LOCAL_DIR = join(ROOT, '.local');
// A healthy start takes 30-90 s; on a busy machine (two cores and a build beside it) well over that. The wait ends
// on the emulators' answer, so a generous bound costs nothing when they are up, and `CLINIC_STARTUP_TIMEOUT_S` raises it.
const STARTUP_TIMEOUT_MS = Number(process.env.CLINIC_STARTUP_TIMEOUT_S ?? 240) * 1000;

/**
 * The Firebase config the local stack runs: firebase.json, with the Auth emulator's origin added to the CSP's
 * connect-src so the browser can sign in against it (the production CSP names no emulator; tools/scripts/lib/csp.ts).
 * It sits beside firebase.json, not in .local/, because firebase-tools resolves every path in it (dist, functions,
 * the rules) from its folder. Git ignores it.
 */
export const LOCAL_FIREBASE_JSON = join(ROOT, 'firebase.local.json');

export function writeLocalFirebaseJson(): string {
  const json = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
  writeFileSync(LOCAL_FIREBASE_JSON, `${JSON.stringify(localFirebaseJson(json, [`http://${AUTH_HOST}`]), null, 2)}\n`);
  return LOCAL_FIREBASE_JSON;
}

export type LocalStack = {
  hostingUrl: string;
  firestore: OfficialFirestore;
  /** Where uploaded images go: the official Storage emulator, or a folder where it cannot start. */
  storage: StorageChoice;
  logFile: string;
  /** False once the emulators' process has exited (a crash mid-run shows up as refused connections). */
  isRunning: () => boolean;
  stop: () => Promise<void>;
};

type Options = {
  /** Emulators besides Firestore; `npm run dev` leaves out hosting. */
  emulators?: ('auth' | 'functions' | 'hosting')[];
  /** Echo the emulators' output to this process's stdout as well as the log file. */
  echo?: boolean;
};

/** Points firebase-admin in this process at the emulators (seed, grant-admin, tests). */
export function useEmulatorsInThisProcess(): void {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  process.env.GOOGLE_CLOUD_PROJECT = PROJECT_ID;
  // Off Google Cloud there is no metadata server: without this, Google's auth library probes 169.254.169.254 and,
  // where that times out (no route, as in a sandbox), prints a MetadataLookupWarning in the middle of a run.
  process.env.METADATA_SERVER_DETECTION = 'none';
}

/**
 * Starts the official Firestore emulator (tools/scripts/lib/firestore-choice.ts: it stops here, with the command that
 * installs what is missing, where it cannot run), Storage (official emulator, else images go to .local/images) and
 * the Firebase emulators for Auth, Functions and Hosting, and waits until the
 * API answers through Hosting.
 * `stop()` ends every process it started, including the emulators' own children.
 */
export async function startLocalStack({
  emulators = ['auth', 'functions', 'hosting'],
  echo = false,
}: Options = {}): Promise<LocalStack> {
  const firestore = chooseFirestore();
  const storage = chooseStorage(join(LOCAL_DIR, 'images'));
  console.log(`Firestore: ${describeFirestore(firestore)}.`);
  console.log(`Images: ${describeStorage(storage)}.`);
  mkdirSync(LOCAL_DIR, { recursive: true });

  const wanted = { ...PORTS } as Record<string, number>;
  if (!emulators.includes('hosting')) delete wanted.hosting;
  if (storage.kind === 'emulator') wanted.storage = STORAGE_PORT;
  await assertPortsFree(wanted);

  const logFile = join(LOCAL_DIR, 'emulators.log');
  const log = createWriteStream(logFile);
  const only = [...emulators, 'firestore', ...(storage.kind === 'emulator' ? ['storage'] : [])].join(',');
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      only,
      '--project',
      PROJECT_ID,
      '--config',
      writeLocalFirebaseJson(),
    ],
    {
      cwd: ROOT,
      // Own process group, so stop() can reach the emulators' workers too.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        // With the Storage emulator the Functions emulator hands the function FIREBASE_STORAGE_EMULATOR_HOST;
        // without it, uploads go to this folder (functions/src/images/image-store.ts).
        ...(storage.kind === 'local-folder' ? { CLINIC_LOCAL_IMAGE_DIR: storage.dir } : {}),
        ...javaEnv(firestore.java),
        FIRESTORE_EMULATOR_BINARY_PATH: firebaseToolsBinary(firestore),
      },
    },
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      if (echo) process.stdout.write(chunk);
    });
  }
  let exited = false;
  child.once('exit', () => (exited = true));

  const stop = once(async () => {
    await stopProcessGroup(child, () => exited);
    killFirestoreJvm(firebaseToolsBinary(firestore), PORTS.firestore);
    log.end();
  });
  process.once('exit', () => killGroup(child, 'SIGKILL'));

  try {
    const probeUrl = emulators.includes('hosting')
      ? `${HOSTING_URL}/api/categories`
      : `${FUNCTIONS_URL}/api/categories`;
    const waiting = reportStartupProgress(
      `the ${only.split(',').join(', ')} emulators (until ${probeUrl} answers)`,
      logFile,
    );
    await waitFor(
      'the API to answer through the emulators',
      async () => {
        if (exited) throw new Error('emulators exited');
        const res = await fetch(probeUrl, { signal: AbortSignal.timeout(5000) });
        return res.status === 200;
      },
      { timeoutMs: STARTUP_TIMEOUT_MS },
    ).finally(waiting);
  } catch (error) {
    await stop();
    throw new Error(`The Firebase emulators did not start: ${(error as Error).message}\nSee ${logFile}`);
  }
  return { hostingUrl: HOSTING_URL, firestore, storage, logFile, isRunning: () => !exited, stop };
}

const PROGRESS_EVERY_MS = 15_000;

/**
 * The emulators take 30-90 s to start and their output goes to the log file, so without this the terminal stays
 * silent for that long: one line now and one every 15 s says what is awaited, for how long so far, and the bound.
 * Returns the function that stops the reports.
 */
function reportStartupProgress(what: string, logFile: string): () => void {
  const started = Date.now();
  const limit = Math.round(STARTUP_TIMEOUT_MS / 1000);
  console.log(`Waiting for ${what}: usually 30-90 s, at most ${limit} s (CLINIC_STARTUP_TIMEOUT_S). Log: ${logFile}`);
  const timer = setInterval(() => {
    const elapsed = Math.round((Date.now() - started) / 1000);
    console.log(`  still waiting for the emulators: ${elapsed} s of at most ${limit} s...`);
  }, PROGRESS_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function stopProcessGroup(child: ChildProcess, hasExited: () => boolean): Promise<void> {
  // SIGINT lets firebase-tools shut its emulators down cleanly; SIGKILL catches anything left behind.
  killGroup(child, 'SIGINT');
  const deadline = Date.now() + 10_000;
  while (!hasExited() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  killGroup(child, 'SIGKILL');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Ends the Firestore emulator's JVM on `port`, if it is still running. firebase-tools starts it in a process group of
 * its own and stops it last, after the Functions emulator, which waits up to 60 s for its workers: when
 * stopProcessGroup has to kill firebase-tools first, the JVM outlives it and keeps the port, and the next
 * `npm start` or `npm run test:api` is refused. Matched by its JAR and its port, so the rules tier's own Firestore on
 * another port is left alone. Without `pkill` (procps) nothing is killed and the next start names the busy port.
 */
export function killFirestoreJvm(jar: string, port: number): void {
  spawnSync('pkill', ['-KILL', '-f', `${escapeRegExp(jar)} .*--port ${port}( |$)`], { stdio: 'ignore' });
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn());
}
