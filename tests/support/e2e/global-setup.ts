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
  if (process.env.STACK_URL) return undefined;
  await buildAll();
  const stack = await startLocalStack();
  useEmulatorsInThisProcess();
  await seedDemoData();
  process.env.STACK_URL = stack.hostingUrl;
  return () => stack.stop();
}
