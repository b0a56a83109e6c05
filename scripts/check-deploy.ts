// `npm run deploy` runs this twice. Before the build, it refuses a build that would reach the public in demo mode,
// with the placeholder site address, or with a block of placeholder content shown (the site config's
// CONTENT_BLOCKS). It reads the configuration as the production build will: Vite loads the app's own config modules
// in production mode, with the same environment and .env files. After the build (`--built`), it reads dist/ and
// refuses any page that still carries a placeholder block, whatever the configuration said.
import type * as FirebaseConfigModule from '../src/config/firebase-config';
import type * as SiteConfigModule from '../src/config/site-config';

const ROOT = new URL('..', import.meta.url).pathname;
const ADVICE =
  'Environment values go in .env.production.local (see "Running against a real Firebase project" in README.md); ' +
  'the content blocks are in src/config/site-config.ts.';

async function load<T>(module: string): Promise<T> {
  const { runnerImport } = await import('vite');
  const loaded = await runnerImport<T>(`${ROOT}${module}`, {
    root: ROOT,
    configFile: false,
    mode: 'production',
    logLevel: 'silent',
  });
  return loaded.module;
}

function refuse(problems: string[], advice: string): never {
  console.error(`Not deploying:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n${advice}`);
  process.exit(1);
}

try {
  // Imported here, inside the try: it reads the site config, which throws on an invalid VITE_SITE_URL.
  const check = await import('./lib/deploy-check');
  if (process.argv.includes('--built')) {
    const problems = check.builtPlaceholderProblems(check.placeholderBlocksInBuild(`${ROOT}dist`));
    if (problems.length > 0) refuse(problems, 'Then build again.');
    console.log('Deploy check passed: no placeholder content in the build.');
  } else {
    const { FIREBASE_CONFIG } = await load<typeof FirebaseConfigModule>('src/config/firebase-config.ts');
    const { SITE_CONFIG, CONTENT_BLOCKS } = await load<typeof SiteConfigModule>('src/config/site-config.ts');
    const problems = check.deployProblems({
      firebase: FIREBASE_CONFIG,
      siteUrl: SITE_CONFIG.siteUrl,
      contentBlocks: CONTENT_BLOCKS,
    });
    if (problems.length > 0) refuse(problems, ADVICE);
    console.log(`Deploy check passed: project ${FIREBASE_CONFIG.options.projectId}, site ${SITE_CONFIG.siteUrl}.`);
  }
} catch (error) {
  // An invalid VITE_SITE_URL, say: the message says which value and why.
  console.error(`Not deploying: ${(error as Error).message}`);
  process.exit(1);
}
