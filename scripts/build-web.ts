// `npm run build:web`: the server build of src/entry-server.tsx, then the client build, which prerenders
// every public page (build/prerender.ts) and then builds the service worker over the result.
import { bin, runOrThrow } from './lib/run';

const node = process.execPath;
await runOrThrow('SSR build', node, [
  bin.vite,
  'build',
  '--ssr',
  'src/entry-server.tsx',
  '--outDir',
  '.local/ssr',
  '--logLevel',
  'warn',
]);
await runOrThrow('Client build', node, [bin.vite, 'build', '--logLevel', 'warn'], { env: { CLINIC_PRERENDER: '1' } });
