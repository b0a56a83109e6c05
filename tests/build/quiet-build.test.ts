// A newcomer's first build prints no warning from this project's own code or configuration. Each check runs the
// real tool on the real sources and reads everything it prints: Vite loading vite.config.ts and vitest.config.ts (its
// native config loader refuses imports without an extension), the server build of the app, and the functions bundle.
// Warnings that come from upstream and cannot be fixed here are listed in the README ("Known upstream warnings").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { deployBundleOptions } from '../../functions/esbuild-options.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
const scratch = mkdtempSync(join(tmpdir(), 'clinic-quiet-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The lines of a tool's output that warn: Vite's "(!)", Rolldown's "[warn]", npm's and esbuild's "warn(ing)". */
function warningLines(output: string): string[] {
  return output.split('\n').filter((line) => /\(!\)|\[warn\]|\bwarn(ing)?\b|deprecated/i.test(line));
}

function runNode(args: string[], env: NodeJS.ProcessEnv = {}): string {
  const run = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  const output = `${run.stdout}${run.stderr}`;
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed (exit code ${run.status}):\n${output}`);
  return output;
}

describe('a quiet build', () => {
  // Vitest loads its own config through the same loader, on every `npm test` and `npm run test:*`.
  it.each(['vite.config.ts', 'vitest.config.ts'])(
    'Vite loads %s without a warning, its native config loader included',
    (file) => {
      const script = `import('vite').then(({ loadConfigFromFile }) =>
      loadConfigFromFile({ command: 'build', mode: 'production' }, ${JSON.stringify(join(ROOT, file))}, ${JSON.stringify(ROOT)}));`;
      const output = runNode(['--input-type=module', '-e', script]);
      expect(warningLines(output)).toEqual([]);
    },
  );

  it("the app's server build prints no warning", { timeout: 300_000 }, () => {
    const outDir = join(scratch, 'ssr');
    const output = runNode([
      VITE,
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ]);
    expect(warningLines(output)).toEqual([]);
  });

  it('the functions bundle builds without a warning', { timeout: 120_000 }, async () => {
    const result = await build({
      ...deployBundleOptions(join(ROOT, 'functions'), join(scratch, 'functions')),
      write: false,
      logLevel: 'silent',
    });
    expect(result.warnings.map((warning) => `${warning.location?.file ?? ''}: ${warning.text}`)).toEqual([]);
    expect(result.errors).toEqual([]);
  });
});
