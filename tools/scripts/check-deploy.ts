// The launch guard: refuses a deploy that would publish a half-configured clinic, saying what to change for each
// refusal. It runs from `npm run deploy` (before the build, and with --built after it) and as the predeploy step of
// Hosting and Functions in firebase.json (--target hosting|functions), so a plain `firebase deploy` cannot skip it.
//
// The configuration is read as the production build reads it: the same .env files in the same order (Vite's own
// loadEnv in production mode), then Vite loads tools/scripts/lib/launch-settings.ts (the app's own config modules) with
// them. The settings outside the build
// are read from disk: the functions' params, the mail extension's settings and firebase.json's CSP. With --built
// (and for Hosting) it also reads dist/: placeholder content blocks, and whether dist/ is this configuration's build.
import { existsSync, readFileSync } from 'node:fs';
import { loadLaunchSettings } from './lib/deploy-check-load';

const ROOT = new URL('../..', import.meta.url).pathname;
const ADVICE =
  'Each setting, its file and its check are in "The settings and their checks" in docs/operations.md: ' +
  "web settings go in .env.production.local, the functions' in functions/.env.<project>, the mail's in " +
  'extensions/firestore-send-email.env.<project>; placeholder(...) values are in src/config/site-config.ts and ' +
  'src/shared/operations-config.ts.';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const built = process.argv.includes('--built');
const target = argument('--target');

function refuse(problems: string[], advice: string): never {
  console.error(`Not deploying:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n${advice}`);
  process.exit(1);
}

try {
  if (target !== undefined && target !== 'hosting' && target !== 'functions') {
    throw new Error(`--target is hosting or functions, not "${target}".`);
  }
  // Imported here, inside the try: they read the site config, which throws on an invalid VITE_SITE_URL.
  const check = await import('./lib/deploy-check');
  const settingsCheck = await import('./lib/deploy-check-settings');
  const { projectEnvSuffixes, readEnvFiles } = await import('./lib/env-files');
  const { contentSecurityPolicy } = await import('./lib/csp');
  const { hostingConfigProblems } = await import('./lib/hosting-config');

  if (built && !target) {
    const problems = check.builtPlaceholderProblems(check.placeholderBlocksInBuild(`${ROOT}dist`));
    if (problems.length > 0) refuse(problems, 'Then build again.');
    console.log('Deploy check passed: no placeholder content in the build.');
  } else {
    const settings = await loadLaunchSettings(ROOT);
    // `firebase deploy` tells its predeploy steps the project (GCLOUD_PROJECT); `npm run deploy`'s first check
    // runs before it, and takes the web config's project.
    const deployProject = target ? process.env.GCLOUD_PROJECT : undefined;
    const project = deployProject ?? settings.firebase.options.projectId;
    const suffixes = projectEnvSuffixes(ROOT, project);
    const { MAIL_EXTENSION } = settingsCheck;
    const problems = settingsCheck.launchProblems(settings, {
      deployProject,
      functionsEnv: readEnvFiles(ROOT, ['functions/.env', ...suffixes.map((suffix) => `functions/.env.${suffix}`)]),
      functionsEnvFile: `functions/.env.${project}`,
      mailEnv: readEnvFiles(ROOT, [
        `extensions/${MAIL_EXTENSION}.env`,
        ...suffixes.map((suffix) => `extensions/${MAIL_EXTENSION}.env.${suffix}`),
      ]),
      csp: contentSecurityPolicy(JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8'))),
    });
    problems.push(...(await hostingConfigProblems(readFileSync(`${ROOT}firebase.json`, 'utf8'), ROOT)));
    if (target === 'hosting') {
      const dist = `${ROOT}dist`;
      problems.push(...check.builtSiteProblems(dist, { siteUrl: settings.siteUrl, projectId: project }));
      if (existsSync(dist)) problems.push(...check.builtPlaceholderProblems(check.placeholderBlocksInBuild(dist)));
    }
    if (problems.length > 0) refuse(problems, ADVICE);
    console.log(`Deploy check passed${target ? ` (${target})` : ''}: project ${project}, site ${settings.siteUrl}.`);
  }
} catch (error) {
  // An invalid VITE_SITE_URL, say: the message says which value and why.
  console.error(`Not deploying: ${(error as Error).message}`);
  process.exit(1);
}
