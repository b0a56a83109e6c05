import { build, type BuildOptions } from 'esbuild';
import { FUNCTIONS_BUNDLE_OPTIONS } from '../../../functions/esbuild-options.mjs';

const ROOT = new URL('../../..', import.meta.url).pathname;
/**
 * Beside functions/lib, so the page handler finds the server build beside it (functions/ssr) as the deployed one does; ignored by
 * git and by `firebase deploy` (firebase.json), so no deployed bundle carries benchmark entry points.
 */
export const BENCH_BUNDLE_DIR = `${ROOT}functions/bench-lib`;

/** Each function's bare request handler: its module in the benchmark bundle and the name it exports. */
export const BUNDLED_HANDLERS = {
  api: { module: 'http-handler.js', entry: 'src/http/app.ts', exportName: 'handleApiRequest' },
  pages: { module: 'page-handler.js', entry: 'src/pages/page-handler.ts', exportName: 'handlePageRequest' },
} as const;

/** Bundles the bare handlers exactly as build.mjs bundles the functions (same options), for a plain Node server. */
export async function bundleHandlers(): Promise<void> {
  await build({
    ...(FUNCTIONS_BUNDLE_OPTIONS as BuildOptions),
    absWorkingDir: `${ROOT}functions`,
    entryPoints: Object.fromEntries(
      Object.values(BUNDLED_HANDLERS).map(({ module, entry }) => [module.replace(/\.js$/, ''), entry]),
    ),
    outdir: BENCH_BUNDLE_DIR,
  });
}
