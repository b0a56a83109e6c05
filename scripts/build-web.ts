// `npm run build:web`: the server build of src/entry-server.tsx (into functions/ssr, for the prerender and the
// `pages` function), then the client build, which prerenders every static public page (build/prerender.ts) and
// then builds the service worker over the result.
import { ssrOutDir } from '../build/ssr-output';
import { bin, runOrThrow } from './lib/run';

const node = process.execPath;
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
await runOrThrow('Client build', node, [bin.vite, 'build', '--logLevel', 'warn'], { env: { CLINIC_PRERENDER: '1' } });
