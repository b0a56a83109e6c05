// `npm run deploy` runs this before it builds: it refuses a build that would reach the public in demo mode or
// with the placeholder site address. It reads the configuration as the production build will: Vite loads the
// app's own config modules in production mode, with the same environment and .env files.
import { runnerImport } from 'vite';
import type * as FirebaseConfigModule from '../src/config/firebase-config';
import type * as SiteConfigModule from '../src/config/site-config';

const ROOT = new URL('..', import.meta.url).pathname;

async function load<T>(module: string): Promise<T> {
  const loaded = await runnerImport<T>(`${ROOT}${module}`, {
    root: ROOT,
    configFile: false,
    mode: 'production',
    logLevel: 'silent',
  });
  return loaded.module;
}

try {
  // Imported here, inside the try: it reads the site config, which throws on an invalid VITE_SITE_URL.
  const { deployProblems } = await import('./lib/deploy-check');
  const { FIREBASE_CONFIG } = await load<typeof FirebaseConfigModule>('src/config/firebase-config.ts');
  const { SITE_CONFIG } = await load<typeof SiteConfigModule>('src/config/site-config.ts');
  const problems = deployProblems({ firebase: FIREBASE_CONFIG, siteUrl: SITE_CONFIG.siteUrl });
  if (problems.length > 0) {
    console.error(`Not deploying:\n${problems.map((problem) => `  - ${problem}`).join('\n')}
Put the values in .env.production.local (see "Running against a real Firebase project" in README.md).`);
    process.exit(1);
  }
  console.log(`Deploy check passed: project ${FIREBASE_CONFIG.options.projectId}, site ${SITE_CONFIG.siteUrl}.`);
} catch (error) {
  // An invalid VITE_SITE_URL, say: the message says which value and why.
  console.error(`Not deploying: ${(error as Error).message}`);
  process.exit(1);
}
