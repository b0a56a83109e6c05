// The esbuild options of the functions bundle (build.mjs), shared with the benchmarks, which bundle the bare
// request handlers the same way into their own folder (tools/bench/lib/handler-bundle.ts) instead of the deployed lib/.
import { resolve } from 'node:path';

// Installed by Cloud Build from package.json; the Admin SDK and sharp must not be inlined.
const EXTERNAL = ['firebase-functions', 'firebase-admin', '@google-cloud/*', 'sharp'];

/** A package of EXTERNAL, or a file of one (firebase-admin/firestore). */
const EXTERNAL_PATTERN = new RegExp(
  `^(${EXTERNAL.map((name) => name.replace('/*', '/[^/]+').replace(/[.]/g, '\\.')).join('|')})(/.*)?$`,
);

/**
 * Makes an `await import()` of an external package a plain `require` when that line runs, as esbuild does for a
 * bundled module. Node's own import() of a CommonJS package first reads every export of it to build the module's
 * namespace, and a getter among them may load far more than the code asked for: firebase-admin/firestore's
 * `GrpcStatus` loads all of gRPC (google-gax, @grpc/grpc-js, the proto loader: over 200 ms of CPU on a cold
 * start), even when Firestore talks REST (data/firestore.ts). esbuild's wrapper reads an export when the code uses it.
 * @returns {import('esbuild').Plugin}
 */
export function externalRequirePlugin() {
  return {
    name: 'external-require',
    setup(build) {
      build.onResolve({ filter: EXTERNAL_PATTERN }, (args) =>
        args.kind === 'dynamic-import'
          ? { path: args.path, namespace: 'external-require', pluginData: { resolveDir: args.resolveDir } }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'external-require' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(args.path)});`,
        loader: 'js',
        resolveDir: args.pluginData.resolveDir,
      }));
    },
  };
}

/**
 * Bundles zod with its English messages only. zod exports every translation of its messages as one namespace
 * (`z.locales`, `z.core.locales`), which a bundler cannot trim, though nothing here reads it: zod configures English
 * itself, from its own file. They were a quarter of pages.js and api.js (about 360 kB each), and Node reads (and, with
 * source maps on, measures line by line) all of a file it loads: about 9 ms of each cold start (decision 0018).
 * `z.locales` keeps `en`; any other locale is undefined in the functions.
 * @returns {import('esbuild').Plugin}
 */
export function englishZodPlugin() {
  return {
    name: 'english-zod',
    setup(build) {
      build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
        /[\\/]node_modules[\\/]zod[\\/]v4[\\/](classic|core|mini)[\\/]/.test(args.importer)
          ? { path: args.path, namespace: 'english-zod', pluginData: { resolveDir: args.resolveDir } }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'english-zod' }, (args) => ({
        contents: "export { default as en } from '../locales/en.js';",
        loader: 'js',
        resolveDir: args.pluginData.resolveDir,
      }));
    },
  };
}

/**
 * Gives sanitize-html postcss's `parse` as a function that requires the installed package on its first call. It
 * requires postcss at its top level only to parse `style` attributes, which our allowlist never keeps
 * (src/shared/html-allowlist.ts): postcss and its source-map-js were about 210 kB of pages.js and api.js, which Node
 * reads and compiles as it loads them (decision 0018). If a `style` attribute were ever allowed, the first call
 * would load postcss from functions/node_modules (sanitize-html's own dependency, installed by the deploy).
 * @returns {import('esbuild').Plugin}
 */
export function postcssOnCallPlugin() {
  return {
    name: 'postcss-on-call',
    setup(build) {
      build.onResolve({ filter: /^postcss$/ }, (args) => {
        if (args.namespace === 'postcss-on-call') return { path: 'postcss', external: true };
        return /[\\/]node_modules[\\/]sanitize-html[\\/]/.test(args.importer)
          ? { path: 'postcss', namespace: 'postcss-on-call' }
          : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'postcss-on-call' }, () => ({
        contents: "module.exports = { parse: (...args) => require('postcss').parse(...args) };",
        loader: 'js',
      }));
    },
  };
}

/** @type {import('esbuild').BuildOptions} */
export const FUNCTIONS_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // The maps serve stack traces (decision 0020), which need the mappings only. With the sources inside, api.js's
  // map was 2.9 MB instead of 0.9 MB, and Node reads and parses a file's map as it loads the file (about 15 ms of
  // CPU more on a cold start).
  sourcesContent: false,
  logLevel: 'warning',
  external: EXTERNAL,
  plugins: [externalRequirePlugin(), englishZodPlugin(), postcssOnCallPlugin()],
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
 * The emulators' local image folder (src/images/local-image-store.ts): a file of its own, lib/local-image-store.js,
 * that image-store.ts imports at run time only where no Storage emulator runs, and that firebase.json's functions
 * `ignore` keeps out of the deploy, so production never holds it.
 */
export const EMULATOR_ONLY_MODULES = { 'local-image-store': 'src/images/local-image-store.ts' };

/** @returns {import('esbuild').Plugin} image-store.ts's import() of the local folder store left to run time. */
function emulatorOnlyPlugin() {
  return {
    name: 'emulator-only',
    setup(build) {
      build.onResolve({ filter: /^\.\/local-image-store$/ }, () => ({
        path: './local-image-store.js',
        external: true,
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
    entryPoints: { functions: 'src/index.ts', ...LAZY_MODULES, ...EMULATOR_ONLY_MODULES },
    outdir,
    plugins: [...FUNCTIONS_BUNDLE_OPTIONS.plugins, lazyModulesPlugin(functionsDir), emulatorOnlyPlugin()],
  };
}
