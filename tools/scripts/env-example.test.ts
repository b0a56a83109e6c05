import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * .env.example names every variable the project reads, so a newcomer finds them in one place. Variables set by the
 * platform or the emulators (not by a person), and the ones our own scripts pass to their children, are left out.
 */
const SET_BY_PLATFORM_OR_OUR_SCRIPTS = new Set([
  ...['NODE_ENV', 'PROD', 'DEV', 'CI', 'GCLOUD_PROJECT', 'GOOGLE_CLOUD_PROJECT'],
  ...['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST'],
  ...['FUNCTIONS_EMULATOR', 'FUNCTIONS_EMULATOR_ORIGIN', 'STACK_URL', 'CLINIC_OUT_DIR', 'CLINIC_PRERENDER'],
  ...['CLINIC_LOCAL_IMAGE_DIR', 'CLINIC_READ_CACHE'],
  // Cloud Run's service name and the function an instance runs; what bench:body-memory passes to its child process.
  ...['K_SERVICE', 'FUNCTION_TARGET', 'BODY_MEMORY_MODE', 'BODY_MEMORY_CONCURRENCY'],
  // Cloud Functions' project settings, which the Admin SDK's default app reads too.
  'FIREBASE_CONFIG',
]);
const ROOTS = ['src', 'functions/src', 'tools/scripts', 'tools/build', 'tests', 'e2e', 'vite.config.ts'];
const READ = /(?:process\.env|import\.meta\.env|\benv)\.([A-Z][A-Z0-9_]+)|define(?:String|Secret)\('([A-Z0-9_]+)'/g;

function files(path: string): string[] {
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((name) => files(join(path, name)));
  return /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : [];
}

describe('.env.example', () => {
  it('names every variable the code reads', () => {
    const read = new Set(
      ROOTS.flatMap(files).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(READ)].map((match) => match[1] ?? match[2] ?? ''),
      ),
    );
    expect(read.size).toBeGreaterThan(10);
    const example = readFileSync('.env.example', 'utf8');
    const missing = [...read].filter((name) => !SET_BY_PLATFORM_OR_OUR_SCRIPTS.has(name) && !example.includes(name));
    expect(missing).toEqual([]);
  });
});
