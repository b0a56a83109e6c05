// The Functions predeploy step after the deploy check (firebase.json): the `pages` function renders with the web
// build's server files in functions/ssr/, which are git-ignored, so on a fresh clone a plain `firebase deploy --only
// functions` would ship a function that answers "The web server build is missing". This builds the web app
// (npm run build:web) when functions/ssr/ is missing or was built for another site address or project, then checks
// it again; after `npm run deploy`, which has just built it, it only checks.
import { builtServerProblems } from './lib/deploy-check';
import { loadLaunchSettings } from './lib/deploy-check-load';
import { run } from './lib/run';

const ROOT = new URL('../..', import.meta.url).pathname;
const SSR_DIR = `${ROOT}functions/ssr`;
// The site and project as the build reads them (the deploy check's own reading).
const settings = await loadLaunchSettings(ROOT);
const expected = { siteUrl: settings.siteUrl, projectId: settings.firebase.options.projectId };

const stale = builtServerProblems(SSR_DIR, expected);
if (stale.length > 0) {
  console.log(`${stale.join(' ')} Building the web app (npm run build:web).`);
  const code = await run('npm', ['run', 'build:web'], { cwd: ROOT });
  const left = code === 0 ? builtServerProblems(SSR_DIR, expected) : [`npm run build:web failed (exit code ${code}).`];
  if (left.length > 0) {
    console.error(`Not deploying: ${left.join(' ')}`);
    process.exit(1);
  }
}
console.log(`Server build: ${SSR_DIR.slice(ROOT.length)}/ is this configuration's (${expected.siteUrl}).`);
