// Bundles the functions and the shared schemas from ../src/shared into lib/ (functions.js, the exports, and a file
// for each module they load lazily: esbuild-options.mjs), so `firebase deploy` uploads a package that needs nothing
// outside functions/ (see docs/decisions/0001 and 0018).
// `node build.mjs --watch` rebuilds on change for `npm run dev`; the Functions emulator reloads lib/ itself.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { build, context } from 'esbuild';
import { deployBundleOptions } from './esbuild-options.mjs';
import { slimMapFile } from './source-map-trim.mjs';

const options = deployBundleOptions(import.meta.dirname, 'lib');

// The entry point (package.json `main`). Named .cjs: for a .js entry the Functions Framework looks for the nearest
// package.json's "type" with read-package-up, whose license and repository checkers (spdx-correct, hosted-git-info)
// took about a tenth of a cold start's CPU before our code ran (decision 0018). It leaves Node's own source-map
// support off: that read each bundle file's map as it loaded and mapped every stack formatted afterwards (the
// Firestore client formats one on every call), about a tenth of a cold start on Node 22. A logged error's stack is
// mapped from the same maps when it is logged instead (src/core/source-stack.ts, decision 0020).
const ENTRY = `// Written by build.mjs: the bundle, without Node's source-map support (src/core/source-stack.ts maps logged stacks).
module.exports = require('./functions.js');
`;

/** The bundle's maps without the packages inlined into it (source-map-trim.mjs). */
function trimMaps() {
  for (const file of readdirSync('lib').filter((name) => name.endsWith('.js.map'))) slimMapFile(`lib/${file}`);
}
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
  trimMaps();
  writeEntry();
  console.log(`functions: built lib/ in ${Date.now() - started} ms`);
}
