import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * Runs tools/build/prerender.ts at the end of the client build when tools/scripts/build-web.ts asks for it
 * (after the SSR build it needs). Ordered before vite-plugin-pwa's own closeBundle, so the service
 * worker's precache manifest sees the prerendered pages.
 */
export function prerenderAfterBuild(): Plugin {
  let enabled = false;
  // The VITE_* variables Vite read from the environment and the .env files: the pages' config reads them
  // (src/config/site-config.ts), and plain Node has no import.meta.env to find them in.
  let viteEnv: Record<string, string> = {};
  return {
    name: 'clinic:prerender',
    apply: 'build',
    configResolved(config) {
      enabled = !config.build.ssr && process.env.CLINIC_PRERENDER === '1';
      viteEnv = Object.fromEntries(
        Object.entries(config.env)
          .filter(([name]) => name.startsWith('VITE_'))
          .map(([name, value]) => [name, String(value)]),
      );
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        if (!enabled) return;
        execFileSync(process.execPath, ['--import', 'tsx', `${ROOT}tools/build/prerender.ts`], {
          stdio: 'inherit',
          cwd: ROOT,
          env: { ...process.env, ...viteEnv },
        });
      },
    },
  };
}
