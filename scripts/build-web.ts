// `npm run build:web`: the client build, the server build of src/entry-server.tsx, then the prerender.
import { bin, runOrThrow } from './lib/run';

const node = process.execPath;
await runOrThrow('Client build', node, [bin.vite, 'build', '--logLevel', 'warn']);
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
await runOrThrow('Prerender', node, ['--import', 'tsx', 'scripts/prerender.ts']);
