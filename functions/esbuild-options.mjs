// The esbuild options of the functions bundle (build.mjs), shared with the benchmarks, which bundle the bare
// request handlers the same way into their own folder (bench/lib/handler-bundle.ts) instead of the deployed lib/.
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
};
