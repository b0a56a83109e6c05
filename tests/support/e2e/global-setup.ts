import { ensureChromium } from '../../../tools/scripts/lib/chromium';
import { buildAll } from '../../../tools/scripts/lib/run';
import { startLocalStack, useEmulatorsInThisProcess } from '../../../tools/scripts/lib/local-stack';
import { seedDemoData } from '../../../tools/scripts/lib/seed';

/**
 * Global setup of the e2e tier. Under `npm test` the runner has already started the stack and passes STACK_URL;
 * run alone (`npm run test:e2e`), the tier builds, starts, seeds and stops it itself. The workers start after this
 * and inherit STACK_URL (the config's baseURL) and the emulator hosts the Admin SDK helpers use.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  ensureChromium();
  if (process.env.STACK_URL) {
    await warmFunctions(process.env.STACK_URL);
    return undefined;
  }
  await buildAll();
  const stack = await startLocalStack();
  useEmulatorsInThisProcess();
  await seedDemoData();
  process.env.STACK_URL = stack.hostingUrl;
  await warmFunctions(stack.hostingUrl);
  return () => stack.stop();
}

/**
 * The Functions emulator answers concurrent requests with one worker process each, and a new worker loads the
 * function's bundle first (about a second and a half of CPU). Two test files at a time open admin screens that make
 * several API calls at once: on a stack nobody has called yet, every one of those met a loading worker, and on 2
 * cores some took longer than the app's 15 s client timeout ("The server took too long to respond"). Asking each
 * function a few times at once first leaves warm workers for the tests, as a stack in use has.
 */
async function warmFunctions(url: string): Promise<void> {
  const calls = [
    ...Array.from({ length: 4 }, () => `${url}/api/categories`),
    ...Array.from({ length: 2 }, (_, i) => `${url}/location/warm-up-${i}`),
  ];
  await Promise.allSettled(calls.map((call) => fetch(call, { signal: AbortSignal.timeout(120_000) })));
}
