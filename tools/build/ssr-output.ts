import { join, resolve } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * Where the web build writes its server bundle and the files the `pages` function renders with:
 * functions/ssr, deployed with the function. A build to another directory (CLINIC_OUT_DIR, the e2e update
 * test's second build) writes beside it instead, never over the server files of the build being served.
 */
export function ssrOutDir(): string {
  const outDir = process.env.CLINIC_OUT_DIR;
  return outDir ? resolve(ROOT, `${outDir}-ssr`) : join(ROOT, 'functions/ssr');
}
