import type * as LaunchSettingsModule from './launch-settings';

/**
 * The configuration a production build of the project at `root` would have, read as the build reads it: the same
 * .env files in the same order (Vite's own loadEnv in production mode, .env.production.local included), put in the
 * environment, then the app's own config modules loaded by Vite (runnerImport fills import.meta.env from the
 * environment but reads no env file itself).
 */
export async function loadLaunchSettings(root: string): Promise<LaunchSettingsModule.LaunchSettings> {
  const { runnerImport } = await import('vite');
  const { BUILD_MODE, readBuildEnv } = await import('./env-files');
  Object.assign(process.env, readBuildEnv(root));
  const { module } = await runnerImport<typeof LaunchSettingsModule>(`${root}tools/scripts/lib/launch-settings.ts`, {
    root,
    configFile: false,
    mode: BUILD_MODE,
    logLevel: 'silent',
  });
  return module.readLaunchSettings();
}
