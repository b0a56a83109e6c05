/// <reference types="node" />
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The deployed bundle's shape (functions/build.mjs, decision 0018): an instance loads functions.js, the wiring, and
 * then only its own function's file; the heavy clients load when a request needs them. Built in memory with the
 * deploy's own options.
 */
const FUNCTIONS = resolve(dirname(fileURLToPath(import.meta.url)), '..');
type BundleOptions = { deployBundleOptions: (functionsDir: string, outdir: string) => BuildOptions };

let outputs: Metafile['outputs'] = {};
let inputs: Metafile['inputs'] = {};
beforeAll(async () => {
  // Not a literal: functions/tsconfig.json checks TypeScript only, and the options are plain JavaScript for build.mjs.
  const specifier = '../esbuild-options.mjs';
  const { deployBundleOptions } = (await import(specifier)) as BundleOptions;
  const options = deployBundleOptions(FUNCTIONS, 'lib');
  ({ outputs, inputs } = (await build({ ...options, write: false, metafile: true, logLevel: 'silent' })).metafile);
}, 60_000);

function output(name: string): Metafile['outputs'][string] {
  const found = outputs[`lib/${name}.js`];
  if (!found) throw new Error(`The build wrote no lib/${name}.js (it wrote ${Object.keys(outputs).join(', ')}).`);
  return found;
}
const sources = (name: string) => Object.keys(output(name).inputs);

/** Bundles `code` with the deploy's options (from functions/, as lib/ finds its packages) and runs it; its output. */
async function runBundled(code: string): Promise<string> {
  const specifier = '../esbuild-options.mjs';
  const { FUNCTIONS_BUNDLE_OPTIONS } = (await import(specifier)) as { FUNCTIONS_BUNDLE_OPTIONS: BuildOptions };
  const { outputFiles } = await build({
    ...FUNCTIONS_BUNDLE_OPTIONS,
    stdin: { contents: code, resolveDir: FUNCTIONS, loader: 'ts' },
    write: false,
    sourcemap: false,
    logLevel: 'silent',
  });
  // On standard input: the bundle is larger than a command line may be.
  return spawnSync(process.execPath, ['-'], { input: outputFiles[0]!.text, encoding: 'utf8', cwd: FUNCTIONS }).stdout;
}

describe('the functions bundle', () => {
  it("keeps functions.js to the wiring: every function's code is in a file of its own", () => {
    const inlined = sources('functions').filter(
      (input) =>
        !/^(src\/index\.ts|src\/core\/(lazy-handler|params|service-accounts|source-stack|stand-ins|trigger-providers)\.ts|lazy-module:\.\/[\w-]+\.js|external-require:[\w@/-]+)$/.test(
          input,
        ),
    );
    expect(inlined).toEqual([]);
    expect(
      output('functions')
        .imports.filter((i) => i.path.startsWith('./'))
        .map((i) => i.path),
    ).toEqual(expect.arrayContaining(['./api.js', './pages.js', './retention.js', './backups.js']));
  });

  it('declares the params in functions.js, so a deploy finds them without loading a function', () => {
    expect(sources('functions')).toContain('src/core/params.ts');
  });

  it("bundles zod's English messages and no other language's", () => {
    for (const name of ['api', 'pages']) {
      const locales = sources(name).filter((input) => /node_modules\/zod\/v4\/locales\//.test(input));
      expect(locales, name).toEqual(['../node_modules/zod/v4/locales/en.js']);
    }
  });

  it('still says what is wrong in English, from a bundle built the same way', async () => {
    const stdout = await runBundled(`import { z } from 'zod';
      const { error } = z.object({ title: z.string().min(3) }).safeParse({ title: 'ab' });
      console.log(JSON.stringify({ message: error.issues[0].message, locales: Object.keys(z.locales) }));`);
    expect(JSON.parse(stdout)).toEqual({
      message: 'Too small: expected string to have >=3 characters',
      locales: ['en'],
    });
  });

  it('leaves postcss out of both bundles: sanitize-html gets its parser on first call, which our allowlist never makes', async () => {
    for (const name of ['api', 'pages']) {
      expect(
        sources(name).filter((input) => /node_modules\/(postcss|source-map-js)\//.test(input)),
        name,
      ).toEqual([]);
    }
    const stdout = await runBundled(`import sanitizeHtml from 'sanitize-html';
      const loaded = () => Object.keys(require.cache).some((file) => file.includes('/node_modules/postcss/'));
      const plain = sanitizeHtml('<p style="color:red" onclick="x()">Hi</p>');
      const before = loaded();
      const styled = sanitizeHtml('<p style="color:red">Hi</p>', {
        allowedAttributes: { p: ['style'] },
        allowedStyles: { p: { color: [/^red$/] } },
      });
      console.log(JSON.stringify({ plain, before, styled, after: loaded() }));`);
    expect(JSON.parse(stdout)).toEqual({
      plain: '<p>Hi</p>',
      before: false,
      styled: '<p style="color:red">Hi</p>',
      after: true,
    });
  });

  it('gives api none of the page renderer, and pages none of the API routes', () => {
    expect(sources('api').filter((input) => input.startsWith('src/pages/'))).toEqual([]);
    expect(sources('pages').filter((input) => input.startsWith('src/http/'))).toEqual([]);
  });

  // The build turns each `import()` of these into a module of its own (namespace external-require) that `require`s
  // the package when the import runs: a plain require, as a native import() would read every export first.
  const HEAVY = /^(external-require:)?(sharp|firebase-admin|@google-cloud\/)/;

  it('loads image processing, the Admin SDK and the Google Cloud clients only when a request needs them', () => {
    const eager = Object.entries(inputs).flatMap(([file, { imports }]) =>
      imports
        .filter((i) => HEAVY.test(i.path) && i.kind !== 'dynamic-import' && !file.startsWith('external-require:'))
        .map((i) => `${file}: ${i.kind} ${i.path}`),
    );
    expect(eager).toEqual([]);
  });

  it("loads them with require, never Node's import(), which would load gRPC through firebase-admin/firestore", () => {
    const native = Object.entries(outputs).flatMap(([file, { imports }]) =>
      imports.filter((i) => HEAVY.test(i.path) && i.kind === 'dynamic-import').map((i) => `${file}: ${i.path}`),
    );
    expect(native).toEqual([]);
    expect(output('api').imports).toContainEqual(
      expect.objectContaining({ path: 'firebase-admin/firestore', kind: 'require-call', external: true }),
    );
  });
});

describe('a cold start of the built bundle', () => {
  it("loads firebase-functions' providers without the Admin SDK's app, auth and app-check, which load whole when asked", async () => {
    const { deployBundleOptions } = (await import('../esbuild-options.mjs' as string)) as BundleOptions;
    // Inside functions/, so the bundle finds node_modules as lib/ does.
    const dir = mkdtempSync(join(FUNCTIONS, '.bundle-test-'));
    try {
      await build({ ...deployBundleOptions(FUNCTIONS, dir), logLevel: 'silent' });
      const script = `
        const loaded = (id) => Boolean(require.cache[require.resolve(id)]);
        const fns = require(${JSON.stringify(join(dir, 'functions.js'))});
        const atStart = ['firebase-admin/app', 'firebase-admin/auth', 'firebase-admin/app-check'].filter(loaded);
        const auth = require('firebase-admin/auth');
        console.log(JSON.stringify({
          atStart,
          endpoints: Object.keys(fns).filter((name) => fns[name].__endpoint),
          auth: typeof auth.getAuth === 'function' && typeof auth.Auth === 'function',
          loadedWhenAsked: loaded('firebase-admin/auth'),
        }));`;
      const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], {
        cwd: FUNCTIONS,
        env: { ...process.env, FUNCTION_TARGET: '', GCLOUD_PROJECT: 'demo-clinic' },
      });
      expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual({
        atStart: [],
        endpoints: expect.arrayContaining(['api', 'pages', 'passwordResetMail', 'retention', 'backups']),
        auth: true,
        loadedWhenAsked: true,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
