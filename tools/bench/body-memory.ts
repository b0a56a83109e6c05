// `npm run bench:body-memory`: what 10 concurrent 30 MB JSON bodies sent to a public POST route do to the api
// function's memory and to a request running beside them (decision 0012). Each scenario runs in a fresh child
// process (tools/bench/lib/body-memory-server.ts) and prints RSS before, at peak and after, and the latency of small
// requests sent one after another during the storm.
import { fork, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';

const ROOT = new URL('../..', import.meta.url).pathname;
const MB = 1024 * 1024;
const BODIES = 10;
const BODY_MB = 30;

/**
 * `memoryMb` is the instance size modelled: the JS heap is capped at three quarters of it (the rest is Buffers,
 * code and the runtime), and a peak RSS above it is what Cloud Run answers by killing the instance.
 */
type Scenario = {
  name: string;
  mode: 'framework' | 'plain';
  concurrency: number;
  memoryMb: number;
  shape: 'string' | 'objects';
};

const SCENARIOS: Scenario[] = [
  {
    name: 'before: 512 MiB, concurrency 80, one long string',
    mode: 'framework',
    concurrency: 80,
    memoryMb: 512,
    shape: 'string',
  },
  {
    name: 'before: 512 MiB, concurrency 80, small objects',
    mode: 'framework',
    concurrency: 80,
    memoryMb: 512,
    shape: 'objects',
  },
  {
    name: 'rejected: 1 GiB, concurrency 4, small objects',
    mode: 'framework',
    concurrency: 4,
    memoryMb: 1024,
    shape: 'objects',
  },
  {
    name: 'after: 2 GiB, concurrency 4, one long string',
    mode: 'framework',
    concurrency: 4,
    memoryMb: 2048,
    shape: 'string',
  },
  {
    name: 'after: 2 GiB, concurrency 4, small objects',
    mode: 'framework',
    concurrency: 4,
    memoryMb: 2048,
    shape: 'objects',
  },
  {
    name: 'plain Node server (no framework parsing): 413 from Content-Length',
    mode: 'plain',
    concurrency: 80,
    memoryMb: 512,
    shape: 'objects',
  },
];

function body(shape: Scenario['shape']): Buffer {
  const size = BODY_MB * MB;
  if (shape === 'string') return Buffer.from(`{"email":"${'x'.repeat(size - 12)}"}`);
  // The worst case for JSON.parse: millions of tiny objects, each far larger in memory than in text.
  const item = '{"a":0},';
  const count = Math.floor((size - 2) / item.length);
  return Buffer.from(`[${item.repeat(count).slice(0, -1)}]`);
}

type Memory = { rss: number; peak: number };

/** The child's memory; null once it has died (out of memory, as a small instance would). */
function ask(child: ChildProcess, message: 'reset' | 'report'): Promise<Memory | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(null);
  return new Promise((resolve) => {
    const died = () => resolve(null);
    child.once('exit', died);
    child.once('message', (m) => {
      child.off('exit', died);
      resolve(m as Memory);
    });
    child.send(message, (error) => {
      if (error) died();
    });
  });
}

function send(port: number, method: string, path: string, payload?: Buffer): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    // A server that answers 413 from the header and closes the connection cuts the upload short: that is the point.
    req.on('error', () => resolve({ status: -1, ms: performance.now() - started }));
    req.end(payload);
  });
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

async function runScenario(scenario: Scenario): Promise<string> {
  const child = fork(`${ROOT}tools/bench/lib/body-memory-server.ts`, [], {
    execArgv: ['--import', 'tsx', `--max-old-space-size=${Math.round(scenario.memoryMb * 0.75)}`],
    env: { ...process.env, BODY_MEMORY_MODE: scenario.mode, BODY_MEMORY_CONCURRENCY: String(scenario.concurrency) },
    // Its stderr would hold V8's out-of-memory dump; the summary below says it died.
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  const { port } = await new Promise<{ port: number }>((resolve) => child.once('message', (m) => resolve(m as never)));
  try {
    const probe = () => send(port, 'GET', '/api/no-such-route');
    for (let i = 0; i < 50; i++) await probe(); // warm up
    const quiet: number[] = [];
    for (let i = 0; i < 50; i++) quiet.push((await probe()).ms);
    const payload = body(scenario.shape);
    const before = (await ask(child, 'reset')) as Memory;

    let storming = true;
    const beside: number[] = [];
    const besideLoop = (async () => {
      while (storming) beside.push((await probe()).ms);
    })();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: BODIES }, () => send(port, 'POST', '/api/newsletter', payload)),
    );
    const stormMs = performance.now() - started;
    storming = false;
    await besideLoop;
    const during = await ask(child, 'report');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await ask(child, 'report');
    if (!during || !after) {
      const failed = answers.filter((a) => a.status === -1).length;
      return (
        `${scenario.name}\n  THE INSTANCE DIED (JavaScript heap out of memory) after ${Math.round(stormMs)} ms: ` +
        `${failed} of ${BODIES} requests got no answer; ${beside.length} requests beside it, the last ones unanswered`
      );
    }
    const killed =
      during.peak > scenario.memoryMb * MB ? ` (over ${scenario.memoryMb} MiB: Cloud Run would kill it)` : '';
    const statuses = [...new Set(answers.map((a) => (a.status === -1 ? 'connection closed' : String(a.status))))].join(
      ' / ',
    );
    return (
      `${scenario.name}\n` +
      `  RSS before ${mb(before.rss)}, peak ${mb(during.peak)}${killed}, after 1 s ${mb(after.rss)}\n` +
      `  10 bodies answered ${statuses} in ${Math.round(stormMs)} ms\n` +
      `  beside: quiet p50 ${pct(quiet, 50).toFixed(1)} ms; during the storm ${beside.length} requests, ` +
      `p50 ${pct(beside, 50).toFixed(1)} ms, p99 ${pct(beside, 99).toFixed(1)} ms, max ${Math.max(...beside).toFixed(0)} ms`
    );
  } finally {
    child.kill();
  }
}

async function main(): Promise<void> {
  console.log(`${BODIES} concurrent ${BODY_MB} MB JSON bodies to POST /api/newsletter (Node ${process.version})\n`);
  for (const scenario of SCENARIOS) console.log(`${await runScenario(scenario)}\n`);
}

void main();
