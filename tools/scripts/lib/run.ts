import { spawn } from 'node:child_process';
import { AsyncLocalStorage } from 'node:async_hooks';

const ROOT = new URL('../../..', import.meta.url).pathname;

/**
 * A tier run beside the stage's first lane (lanes.ts): its commands' output is kept here and printed whole when the
 * tier ends, so two tiers never interleave their lines.
 */
export type Beside = { output: string[] };
export const besideAnother = new AsyncLocalStorage<Beside>();

/** A line of a tier's own: kept with its commands' output when the tier runs beside another, else printed. */
export function log(text: string, stream: 'out' | 'err' = 'out'): void {
  const beside = besideAnother.getStore();
  if (beside) beside.output.push(`${text}\n`);
  else if (stream === 'err') console.error(text);
  else console.log(text);
}

/**
 * Runs a command with inherited output; resolves with its exit code (signals count as failure). In a tier of
 * `npm test` that runs beside another (lanes.ts), the output is kept for that tier instead.
 */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<number> {
  const beside = besideAnother.getStore();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...options.env },
    });
    const keep = (chunk: Buffer) => beside?.output.push(chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('error', (error) => {
      const message = `Could not run ${command}: ${error.message}`;
      if (beside) beside.output.push(`${message}\n`);
      else console.error(message);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (!beside) return resolve(status);
      // The rest of its output is still in the pipes; a process it left running could hold them open for ever.
      const timer = setTimeout(() => resolve(status), 5000);
      child.once('close', () => {
        clearTimeout(timer);
        resolve(status);
      });
    });
  });
}

export async function runOrThrow(label: string, command: string, args: string[], options?: Parameters<typeof run>[2]) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${label} failed (exit code ${code}).`);
}

/** The project's own binaries, run with this Node rather than through npx (faster, no registry lookups). */
export const bin = {
  vite: `${ROOT}node_modules/vite/bin/vite.js`,
  vitest: `${ROOT}node_modules/vitest/vitest.mjs`,
  playwright: `${ROOT}node_modules/@playwright/test/cli.js`,
  tsc: `${ROOT}node_modules/typescript/bin/tsc`,
  eslint: `${ROOT}node_modules/eslint/bin/eslint.js`,
  prettier: `${ROOT}node_modules/prettier/bin/prettier.cjs`,
  firebase: `${ROOT}node_modules/firebase-tools/lib/bin/firebase.js`,
};

/** Builds the web app in demo mode (Auth emulator) and the functions bundle. */
export async function buildAll(): Promise<void> {
  // An empty project id forces demo mode even if a developer's .env names a real project.
  await runOrThrow('Web build', process.execPath, ['--import', 'tsx', `${ROOT}tools/scripts/build-web.ts`], {
    // NODE_ENV is forced: under vitest it is "test", and Vite would then ship React's development build.
    env: { VITE_FIREBASE_PROJECT_ID: '', NODE_ENV: 'production' },
  });
  await runOrThrow('Functions build', process.execPath, ['build.mjs'], { cwd: `${ROOT}functions` });
}
