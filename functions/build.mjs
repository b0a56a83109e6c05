// Bundles the functions and the shared schemas from ../src/shared into one self-contained lib/index.js,
// so `firebase deploy` uploads a package that needs nothing outside functions/ (see docs/decisions/0001).
// `node build.mjs --watch` rebuilds on change for `npm run dev`; the Functions emulator reloads lib/ itself.
import { build, context } from 'esbuild';

const options = {
  // http-handler.js and page-handler.js expose the bare handlers for `npm run bench:api` (a plain Node server,
  // no emulator).
  entryPoints: {
    index: 'src/index.ts',
    'http-handler': 'src/http/app.ts',
    'page-handler': 'src/pages/page-handler.ts',
  },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  // Installed by Cloud Build from package.json; the Admin SDK and sharp must not be inlined.
  external: ['firebase-functions', 'firebase-admin', '@google-cloud/*', 'sharp'],
};

if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
  console.log('functions: watching src/ and ../src/shared for changes');
} else {
  const started = Date.now();
  await build(options);
  console.log(`functions: built lib/ in ${Date.now() - started} ms`);
}
