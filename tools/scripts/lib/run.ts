import { spawn } from 'node:child_process';

const ROOT = new URL('../../..', import.meta.url).pathname;

/** Runs a command with inherited output; resolves with its exit code (signals count as failure). */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...options.env },
    });
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output kept (stdout and stderr together), for commands run side by side. */
export function runCaptured(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => resolve({ code: 127, output: `Could not run ${command}: ${error.message}\n` }));
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
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
