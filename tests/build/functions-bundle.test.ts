import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMULATOR_ONLY_MODULES, LAZY_MODULES } from '../../functions/esbuild-options.mjs';

const LIB = new URL('../../functions/lib/', import.meta.url).pathname;
if (!existsSync(`${LIB}index.cjs`))
  throw new Error('No functions bundle in functions/lib: run `npm run build:functions` first.');

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  functions: { ignore: string[] }[];
};

describe('the deployed functions bundle', () => {
  const filesOf = (modules: Record<string, string>) =>
    Object.keys(modules).flatMap((name) => [`${name}.js`, `${name}.js.map`]);

  it("is the functions' entry point and the files each function loads lazily: no benchmark entry points", () => {
    const lazy = filesOf(LAZY_MODULES);
    const emulatorOnly = filesOf(EMULATOR_ONLY_MODULES);
    expect(readdirSync(LIB).sort()).toEqual(
      ['functions.js', 'functions.js.map', 'index.cjs', ...lazy, ...emulatorOnly].sort(),
    );
  });

  it("never ships the emulators' local image folder: a file of its own, left out of the deploy", () => {
    expect(Object.keys(EMULATOR_ONLY_MODULES)).toEqual(['local-image-store']);
    const ignored = firebaseJson.functions[0]?.ignore ?? [];
    for (const file of filesOf(EMULATOR_ONLY_MODULES)) expect(ignored).toContain(`lib/${file}`);
    const deployed = readdirSync(LIB).filter((file) => file.endsWith('.js') && !ignored.includes(`lib/${file}`));
    expect(deployed).toContain('api.js');
    for (const file of deployed) {
      const code = readFileSync(`${LIB}${file}`, 'utf8');
      expect(code, file).not.toMatch(/function createLocalImageStore\(|\.partial`/);
    }
    // Only the folder store's own file holds it (the check above looks for the right text).
    expect(readFileSync(`${LIB}local-image-store.js`, 'utf8')).toMatch(/function createLocalImageStore\(/);
  });

  it("leaves the benchmarks' own bundle and build files out of the deploy", () => {
    expect(firebaseJson.functions[0]?.ignore).toEqual(
      expect.arrayContaining(['bench-lib', 'esbuild-options.mjs', 'src']),
    );
  });

  it("loads without Node's source-map support, which would read every bundle file's map at load (decision 0018)", () => {
    const script = `require(${JSON.stringify(`${LIB}index.cjs`)}); console.log(process.sourceMapsEnabled);`;
    const run = spawnSync(process.execPath, ['-e', script], {
      encoding: 'utf8',
      env: { ...process.env, FUNCTION_TARGET: '' },
    });
    expect(run.stdout.trim().split('\n').pop()).toBe('false');
  });

  it('logs an error thrown in the bundle with its functions/src file and line (decision 0020)', () => {
    // A response object without methods makes the API's own sendJson throw; the wrapper logs the stack.
    const script = `const { api } = require(${JSON.stringify(`${LIB}index.cjs`)});
      Promise.resolve(api({ method: 'GET', url: '/api/no-such-route', headers: {} }, {})).catch(() => {});`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    // The functions' logger writes errors to stderr.
    const output = `${run.stdout}${run.stderr}`;
    expect(output).toMatch(/at sendJson \([^)]*functions\/src\/core\/respond\.ts:\d+:\d+\)/);
    expect(output).not.toMatch(/at sendJson \([^)]*lib\/functions\.js/);
  });
});
