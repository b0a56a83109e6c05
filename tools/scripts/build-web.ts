// `npm run build:web`: the server build of src/entry-server.tsx (into functions/ssr, for the prerender and the
// `pages` function), then the client build, which prerenders every static public page (tools/build/prerender.ts) and
// then builds the service worker over the result.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { slimSsrMaps } from '../build/ssr-maps';
import { ssrOutDir } from '../build/ssr-output';
import { moveWebMaps, webMapsOutDir } from '../build/web-maps';
import { releaseId } from '../../src/features/error-reporting/error-report';
import { bin, runOrThrow } from './lib/run';

const node = process.execPath;
const ROOT = resolve(new URL('../..', import.meta.url).pathname);
/** The release id the client reports (vite.config.ts's VITE_RELEASE default, as the reporter sends it). */
const webRelease = () =>
  releaseId(
    process.env.VITE_RELEASE ||
      (JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string }).version,
  );
await runOrThrow('SSR build', node, [
  bin.vite,
  'build',
  '--ssr',
  'src/entry-server.tsx',
  '--outDir',
  ssrOutDir(),
  '--emptyOutDir',
  '--logLevel',
  'warn',
]);
// Node reads each server file's map as the `pages` function loads it: only our code's mappings (decision 0018).
slimSsrMaps(ssrOutDir());
await runOrThrow('Client build', node, [bin.vite, 'build', '--logLevel', 'warn'], { env: { CLINIC_PRERENDER: '1' } });
// The browser's source maps leave the Hosting folder for the functions' (tools/build/web-maps.ts, decision 0020).
const maps = moveWebMaps(resolve(ROOT, process.env.CLINIC_OUT_DIR ?? 'dist'), webMapsOutDir(), webRelease());
console.log(`Source maps: ${maps} moved to ${webMapsOutDir()}, for the client-errors function.`);
