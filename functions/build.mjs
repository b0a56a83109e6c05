// Bundles the functions and the shared schemas from ../src/shared into lib/ (functions.js, the exports, and a file
// for each module they load lazily: esbuild-options.mjs), so `firebase deploy` uploads a package that needs nothing
// outside functions/ (see docs/decisions/0001 and 0018).
// `node build.mjs --watch` rebuilds on change for `npm run dev`; the Functions emulator reloads lib/ itself.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { build, context } from 'esbuild';
import { deployBundleOptions } from './esbuild-options.mjs';

const options = deployBundleOptions(import.meta.dirname, 'lib');

// The entry point (package.json `main`) turns source maps on, then loads the bundle, so production stack traces
// name functions/src/ files and lines (decision 0020). From inside the bundle it would be too late: Node reads
// the map of a file only if maps were on when the file loaded. Named .cjs: for a .js entry the Functions Framework
// looks for the nearest package.json's "type" with read-package-up, whose license and repository checkers
// (spdx-correct, hosted-git-info) took about a tenth of a cold start's CPU before our code ran (decision 0018).
const ENTRY = `// Written by build.mjs: source maps first, then the bundle (decision 0020).
process.setSourceMapsEnabled(true);
module.exports = require('./functions.js');
`;
const writeEntry = () => {
  mkdirSync('lib', { recursive: true });
  writeFileSync('lib/index.cjs', ENTRY);
};

if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
  writeEntry();
  console.log('functions: watching src/ and ../src/shared for changes');
} else {
  const started = Date.now();
  // From empty, so that lib/ holds what this build wrote and nothing an older one left (the deploy uploads it).
  rmSync('lib', { recursive: true, force: true });
  await build(options);
  writeEntry();
  console.log(`functions: built lib/ in ${Date.now() - started} ms`);
}
