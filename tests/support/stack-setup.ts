import type { TestProject } from 'vitest/node';
import { buildAll } from '../../tools/scripts/lib/run';
import { startLocalStack, useEmulatorsInThisProcess } from '../../tools/scripts/lib/local-stack';
import { seedDemoData } from '../../tools/scripts/lib/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Global setup of the API tier. Under `npm test` the runner has already started the stack and
 * passes STACK_URL; run alone (`npm run test:api`), the tier builds, starts, seeds and stops it itself. Both projects
 * of the tier (api-parallel, api) name this file: the first to run starts the stack and sets STACK_URL in this
 * process, so the other finds it set and starts nothing.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.STACK_URL;
  if (given) {
    project.provide('baseUrl', given);
    return undefined;
  }
  await buildAll();
  const stack = await startLocalStack();
  useEmulatorsInThisProcess();
  await seedDemoData();
  // The test workers start after this and read it (tests/support/http.ts), as they do under `npm test`.
  process.env.STACK_URL = stack.hostingUrl;
  project.provide('baseUrl', stack.hostingUrl);
  return () => stack.stop();
}
