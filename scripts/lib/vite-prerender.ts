import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * Runs scripts/prerender.ts at the end of the client build when scripts/build-web.ts asks for it
 * (after the SSR build it needs). Ordered before vite-plugin-pwa's own closeBundle, so the service
 * worker's precache manifest sees the prerendered pages.
 */
export function prerenderAfterBuild(): Plugin {
  let enabled = false;
  return {
    name: 'clinic:prerender',
    apply: 'build',
    configResolved(config) {
      enabled = !config.build.ssr && process.env.CLINIC_PRERENDER === '1';
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        if (!enabled) return;
        execFileSync(process.execPath, ['--import', 'tsx', `${ROOT}scripts/prerender.ts`], {
          stdio: 'inherit',
          cwd: ROOT,
        });
      },
    },
  };
}
