// Bundles the functions and the shared schemas from ../src/shared into one self-contained lib/index.js,
// so `firebase deploy` uploads a package that needs nothing outside functions/ (see docs/decisions/0001).
// `node build.mjs --watch` rebuilds on change for `npm run dev`; the Functions emulator reloads lib/ itself.
import { rmSync } from 'node:fs';
import { build, context } from 'esbuild';
import { FUNCTIONS_BUNDLE_OPTIONS } from './esbuild-options.mjs';

// The deployed bundle: the functions' exports only (the benchmarks bundle their own handlers elsewhere).
const options = { ...FUNCTIONS_BUNDLE_OPTIONS, entryPoints: { index: 'src/index.ts' }, outdir: 'lib' };

if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
  console.log('functions: watching src/ and ../src/shared for changes');
} else {
  const started = Date.now();
  // From empty, so that lib/ holds what this build wrote and nothing an older one left (the deploy uploads it).
  rmSync('lib', { recursive: true, force: true });
  await build(options);
  console.log(`functions: built lib/ in ${Date.now() - started} ms`);
}
