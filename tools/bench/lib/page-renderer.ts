// The functions on plain Node for benchmarks: a Firestore with the demo content (in a process of its own),
// and the functions' bare request handlers (bundled by handler-bundle.ts as functions/lib is), loaded here for bench:web or
// each in a process of its own for bench:api.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { chooseFirestore } from '../../scripts/lib/firestore-choice';
import { LOCAL_DIR } from '../../scripts/lib/local-stack';
import { startStandaloneFirestore } from '../../scripts/lib/official-firestore';
import { isPortFree } from '../../scripts/lib/ports';
import { BENCH_BUNDLE_DIR, BUNDLED_HANDLERS } from './handler-bundle';
import { seedDemoContent } from '../../scripts/lib/seed';

const ROOT = new URL('../../..', import.meta.url).pathname;

/** A published blog and a location page of the demo content (tools/scripts/lib/demo-data.ts). */
export const DEMO_DYNAMIC_ROUTES = [
  '/location/executive-health-yorkville',
  '/article/fibre-the-most-underrated-nutrient',
];

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

type ServiceProcess = { firstLine: string; stop: () => void };

/**
 * Runs `script` with plain Node and waits for its first line of output; `stop` closes its stdin, on which the
 * script exits (tools/bench/lib/*-process.mjs).
 */
async function startServiceProcess(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [`${ROOT}tools/bench/lib/${script}`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`${script} exited (code ${code}) before it was ready.`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.split('\n')[0] as string);
    });
  });
  child.removeAllListeners('exit');
  // Later output is drained, not kept.
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  return { firstLine, stop: () => child.stdin.end() };
}

/**
 * Starts the official Firestore emulator (its JAR on its own) on `port`, in a process of its own, and seeds it;
 * `stop` shuts it down; `kind` says which JAR and Java run it.
 * Its own process because in production Firestore is a service elsewhere: in the benchmark's process it would
 * share one event loop with the handler under load, and its work would be counted as the handler's.
 */
export async function startDemoFirestore(port: number): Promise<{ stop: () => unknown; kind: string }> {
  if (!(await isPortFree(port))) throw new Error(`Port ${port} is in use: stop whatever holds it and run again.`);
  const choice = chooseFirestore();
  // A fresh clone has no .local/ yet; the emulator's log goes there.
  mkdirSync(LOCAL_DIR, { recursive: true });
  const firestore = await startStandaloneFirestore(choice, { port, logFile: join(LOCAL_DIR, 'bench-firestore.log') });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.GCLOUD_PROJECT = 'demo-clinic';
  await seedDemoContent();
  const kind = `official Firestore emulator, its JAR on its own (${choice.jar.source}) under Java ${choice.java.major}`;
  return { stop: firestore.stop, kind };
}

type FunctionName = keyof typeof BUNDLED_HANDLERS;

/**
 * A function's bundled handler (bundled for the benchmarks by handler-bundle.ts, after `npm run build`), in this
 * process, reading the Firestore that FIRESTORE_EMULATOR_HOST names.
 */
export async function loadHandler(name: FunctionName): Promise<PageHandler> {
  const { module, exportName } = BUNDLED_HANDLERS[name];
  return ((await import(`${BENCH_BUNDLE_DIR}/${module}`)) as Record<string, PageHandler>)[exportName] as PageHandler;
}

/**
 * A function's bundled handler served by plain Node in a process of its own, reading the Firestore this process
 * points at; `origin` is where it listens.
 */
export async function startHandlerProcess(
  name: FunctionName,
  env: NodeJS.ProcessEnv = {},
): Promise<{ origin: string; stop: () => void }> {
  const { module, exportName } = BUNDLED_HANDLERS[name];
  const server = await startServiceProcess('handler-process.mjs', [`${BENCH_BUNDLE_DIR}/${module}`, exportName], env);
  const port = /^listening (\d+)$/.exec(server.firstLine)?.[1];
  if (!port) throw new Error(`handler-process.mjs said "${server.firstLine}", not "listening <port>".`);
  return { origin: `http://127.0.0.1:${port}`, stop: server.stop };
}

/** A Hosting `source` glob (firebase.json) as a regular expression over the path. */
const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '\0')
      .replace(/\*/g, '[^/]*')
      .replace(/\0/g, '.*')}$`,
  );

/**
 * Hosting's rewrites, read from firebase.json: a path the `api` function's rewrites name goes to it, every other
 * path without a file to `pages` (whose rewrite is `**`).
 */
export async function loadHostingFunctions(): Promise<PageHandler> {
  const config = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8')) as {
    hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
  };
  const apiSources = config.hosting.rewrites
    .filter((rewrite) => rewrite.function?.functionId === 'api')
    .map((rewrite) => globToRegExp(rewrite.source));
  const [api, pages] = await Promise.all([loadHandler('api'), loadHandler('pages')]);
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    return apiSources.some((source) => source.test(path)) ? api(req, res) : pages(req, res);
  };
}
