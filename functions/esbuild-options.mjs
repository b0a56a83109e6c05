// The esbuild options of the functions bundle (build.mjs), shared with the benchmarks, which bundle the bare
// request handlers the same way into their own folder (bench/lib/handler-bundle.ts) instead of the deployed lib/.
import { resolve } from 'node:path';

/** @type {import('esbuild').BuildOptions} */
export const FUNCTIONS_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  // Installed by Cloud Build from package.json; the Admin SDK and sharp must not be inlined.
  external: ['firebase-functions', 'firebase-admin', '@google-cloud/*', 'sharp'],
  alias: { '@shared': resolve(import.meta.dirname, '../src/shared') },
};

/**
 * The modules src/index.ts loads with `await import()`, each bundled into a file of its own, lib/<name>.js, that
 * index.ts's bundle requires at run time (decision 0018). Without this esbuild inlines them into the one bundle, and
 * every instance would read and compile every function's code (1.5 MB) to run one. Keys are the file names.
 */
export const LAZY_MODULES = {
  api: 'src/http/app.ts',
  pages: 'src/pages/page-handler.ts',
  retention: 'src/retention/retention.ts',
  backups: 'src/backups/run-daily-backups.ts',
  'password-reset-task': 'src/account/password-reset-task.ts',
};

/**
 * Makes index.ts's `import()` of a LAZY_MODULES source a run-time `require` of its own file: a plain require, since a
 * native import() of a CommonJS file would first scan all of it for export names. Any other dynamic import from
 * index.ts fails the build: inlined, it would quietly load with every function again.
 * @param {string} functionsDir the functions folder (the sources' root)
 * @returns {import('esbuild').Plugin}
 */
export function lazyModulesPlugin(functionsDir) {
  const byPath = new Map(Object.entries(LAZY_MODULES).map(([name, source]) => [resolve(functionsDir, source), name]));
  const index = resolve(functionsDir, 'src/index.ts');
  return {
    name: 'lazy-modules',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        if (args.namespace === 'lazy-module') return { path: args.path, external: true };
        if (args.kind !== 'dynamic-import' || args.importer !== index) return undefined;
        const name = byPath.get(resolve(args.resolveDir, `${args.path}.ts`));
        if (!name) {
          return { errors: [{ text: `index.ts imports ${args.path} lazily, but LAZY_MODULES has no file for it.` }] };
        }
        return { path: `./${name}.js`, namespace: 'lazy-module' };
      });
      build.onLoad({ filter: /.*/, namespace: 'lazy-module' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(args.path)});`,
        loader: 'js',
        resolveDir: functionsDir,
      }));
    },
  };
}

/**
 * The deployed bundle: the functions' exports (functions.js: options and wiring only) and, each in a file of its
 * own, the modules they load lazily, so an instance compiles its own function's code only (decision 0018). The
 * benchmarks bundle their own handlers elsewhere.
 * @param {string} functionsDir the functions folder
 * @param {string} outdir where the files go (build.mjs: lib)
 * @returns {import('esbuild').BuildOptions}
 */
export function deployBundleOptions(functionsDir, outdir) {
  return {
    ...FUNCTIONS_BUNDLE_OPTIONS,
    absWorkingDir: functionsDir,
    entryPoints: { functions: 'src/index.ts', ...LAZY_MODULES },
    outdir,
    plugins: [lazyModulesPlugin(functionsDir)],
  };
}
