// One cold start of a deployed function, as Cloud Run starts it: a fresh Node process running the Functions
// Framework's own CLI (what the Node buildpack's container runs) on functions/ (package.json main: lib/index.cjs,
// the production bundle), with the function's name as FUNCTION_TARGET. Timed from spawn to the first answer.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';

const ROOT = new URL('../../..', import.meta.url).pathname;
const FRAMEWORK_CLI = `${ROOT}node_modules/@google-cloud/functions-framework/build/src/main.js`;
/** Long enough for the slowest start seen on this shared machine several times over. */
const START_TIMEOUT_MS = 60_000;

export type ColdStart = {
  /** Spawn to the port accepting connections: Node, the framework and our bundle's top-level code. */
  listeningMs: number;
  /** Spawn to the first full answer (status and body): the above plus the first request's lazy loads. */
  firstAnswerMs: number;
  /**
   * CPU time (user and system, all threads) the process spent up to the first answer: on a shared machine it moves
   * far less with the load than the wall-clock figures. Linux only (/proc), else undefined.
   */
  firstAnswerCpuMs: number | undefined;
  /** The same request again on the now-warm process, for contrast. */
  warmMs: number;
  status: number;
};

/** The params the function reads (functions/.env.demo-clinic), passed as Cloud Run passes them: env variables. */
export function demoParams(): Record<string, string> {
  const file = readFileSync(`${ROOT}functions/.env.demo-clinic`, 'utf8');
  return Object.fromEntries(
    file
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK, 100 on every common Linux). */
let clockTicks: number | undefined;

/** The CPU time a live process has used so far, from /proc/<pid>/stat (utime and stime), or undefined. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis): state is the
  // 3rd field of the line, utime the 14th and stime the 15th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function timedGet(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(START_TIMEOUT_MS) });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

/**
 * Starts `target` in a fresh process on `port`, polls the port every millisecond until it accepts, then sends
 * `path` once (timed from the spawn) and once more (warm), and ends the process. `checkout` is the repository whose
 * built functions/ it starts: this one, or another (an older commit's worktree, to compare in the same run); `node`
 * the Node binary that runs it (Cloud Run's runtime is Node 22, this machine's Node may be older).
 */
export async function measureColdStart(
  target: string,
  port: number,
  path: string,
  env: NodeJS.ProcessEnv,
  checkout = ROOT,
  node = process.execPath,
): Promise<ColdStart> {
  const functionsDir = `${checkout.replace(/\/?$/, '/')}functions`;
  const started = performance.now();
  const child = spawn(
    node,
    [FRAMEWORK_CLI, `--target=${target}`, '--signature-type=http', `--source=${functionsDir}`, `--port=${port}`],
    {
      cwd: functionsDir,
      // Cloud Run's own variables: NODE_ENV=production, K_SERVICE (our client-address code reads it), PORT, and
      // FUNCTION_TARGET, the function the instance runs.
      env: {
        ...process.env,
        ...demoParams(),
        ...env,
        NODE_ENV: 'production',
        K_SERVICE: target,
        FUNCTION_TARGET: target,
        PORT: String(port),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    while (!(await canConnect(port))) {
      if (exited) throw new Error(`${target} exited before listening:\n${stderr}`);
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`${target} did not listen in time.`);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const listeningMs = performance.now() - started;
    const first = await timedGet(`http://127.0.0.1:${port}${path}`);
    const firstAnswerMs = performance.now() - started;
    const firstAnswerCpuMs = cpuMsOf(child.pid);
    const warm = await timedGet(`http://127.0.0.1:${port}${path}`);
    return { listeningMs, firstAnswerMs, firstAnswerCpuMs, warmMs: warm.ms, status: first.status };
  } finally {
    child.kill('SIGKILL');
    if (!exited) await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Node itself, doing nothing: the floor under every figure above on this machine. */
export async function measureBareNode(node = process.execPath): Promise<number> {
  const started = performance.now();
  const child = spawn(node, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return performance.now() - started;
}
