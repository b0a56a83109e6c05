// `npm run bench:reset`: how long POST /api/account/password-reset takes to answer for an address with an account
// and for one without, on the local stack (Hosting → Functions emulator → Auth and Firestore emulators). The answer
// must not tell them apart: it does no per-account work (the account lookup and the mail run in the queue's
// function afterwards). Prints the median, first and third quartile of each, and the ratio of the medians.
// Requests alternate between the two kinds, so the machine's load falls on both alike. The rate-limit counters are
// cleared before each request, and the queued task is waited for after it, both outside the timing: on the
// emulators the task runs in a process on the same two cores (in production it has its own instance), and would
// otherwise slow the next answer down.
import { readFileSync } from 'node:fs';
import { startLocalStack } from '../scripts/lib/local-stack';
import { waitFor } from '../scripts/lib/ports';
import { buildAll } from '../scripts/lib/run';
import { COLLECTIONS } from '@shared/collections';
import { emulatorAdmin as admin } from '../../tests/support/admin-sdk';

const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const WARMUP = 3;

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] as number;

async function clearCounters(): Promise<void> {
  const { db } = await admin();
  const counters = await db.collection(COLLECTIONS.rateLimits).get();
  await Promise.all(counters.docs.map((doc) => doc.ref.delete()));
}

/** How many reset tasks have finished: the task function logs one line each (never the address). */
const tasksDone = (logFile: string) =>
  readFileSync(logFile, 'utf8').split('"message":"Password reset task"').length - 1;

async function timeReset(origin: string, email: string, logFile: string): Promise<number> {
  await clearCounters();
  const before = tasksDone(logFile);
  const started = performance.now();
  const res = await fetch(`${origin}/api/account/password-reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  const elapsed = performance.now() - started;
  if (res.status !== 202) throw new Error(`The reset answered ${res.status}, not 202.`);
  await waitFor('the queued reset task to finish', async () => tasksDone(logFile) > before, { timeoutMs: 120_000 });
  return elapsed;
}

async function main(): Promise<void> {
  await buildAll();
  const stack = await startLocalStack();
  try {
    const { auth } = await admin();
    // Each existing address gets at most a few requests, as a person would send.
    const accounts = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const email = `bench-reset-${i}-${Date.now().toString(36)}@example.com`;
        await auth.createUser({ email, password: 'Bench-password-1234', emailVerified: true });
        return email;
      }),
    );
    const unknown = (i: number) => `bench-nobody-${i}-${Date.now().toString(36)}@example.com`;
    for (let i = 0; i < WARMUP; i++) {
      await timeReset(stack.hostingUrl, accounts[i % accounts.length] as string, stack.logFile);
      await timeReset(stack.hostingUrl, unknown(i), stack.logFile);
    }
    const existing: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // The order within a pair alternates too.
      const pair = [
        async () =>
          existing.push(await timeReset(stack.hostingUrl, accounts[i % accounts.length] as string, stack.logFile)),
        async () => missing.push(await timeReset(stack.hostingUrl, unknown(i + WARMUP), stack.logFile)),
      ];
      if (i % 2) pair.reverse();
      for (const run of pair) await run();
    }
    const line = (name: string, times: number[]) =>
      `${name.padEnd(20)} median ${quantile(times, 0.5).toFixed(1)} ms  (quartiles ${quantile(times, 0.25).toFixed(1)}` +
      ` to ${quantile(times, 0.75).toFixed(1)} ms, ${times.length} requests)`;
    console.log(`\nPOST /api/account/password-reset through Hosting, ${RUNS} requests of each kind:`);
    console.log(line('existing account', existing));
    console.log(line('unknown address', missing));
    const ratio = quantile(existing, 0.5) / quantile(missing, 0.5);
    console.log(`ratio of the medians (existing / unknown): ${ratio.toFixed(2)}`);
  } finally {
    await stack.stop();
  }
}

await main();
