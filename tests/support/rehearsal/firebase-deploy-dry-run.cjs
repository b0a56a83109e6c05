// `firebase deploy [--project P] [--only T] [--dry-run]` as the CLI runs it, in this process, for the launch
// rehearsal, which has no Google account. The CLI signs in before anything else (requireAuth), so without an
// account it stops before the predeploy steps. Here the deploy module runs with the targets the CLI would pick
// (firebase.json, --only), the predeploy hooks run exactly as in a real deploy (a shell in the project folder, with
// GCLOUD_PROJECT and RESOURCE_DIR), and authentication is replaced at its boundary: the first time any step asks
// for a Google access token (firebase-tools' auth module), the run stops there. Its last line says where it stopped.
'use strict';
const auth = require('firebase-tools/lib/auth');
const { deploy, VALID_DEPLOY_TARGETS } = require('firebase-tools/lib/deploy/index.js');
const { Config } = require('firebase-tools/lib/config.js');
const { filterTargets } = require('firebase-tools/lib/filterTargets.js');

const AUTH_BOUNDARY = 'Google authentication reached';
let tokenRequests = 0;
auth.getAccessToken = async () => {
  tokenRequests += 1;
  throw new Error(AUTH_BOUNDARY);
};

const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const root = process.cwd();
const config = Config.load({ cwd: root });
const rc = (() => {
  try {
    return require(`${root}/.firebaserc`).projects ?? {};
  } catch {
    return {};
  }
})();
const alias = argument('--project') ?? 'default';
const project = rc[alias] ?? alias;
const options = {
  cwd: root,
  projectRoot: root,
  config,
  project,
  projectId: project,
  only: argument('--only'),
  dryRun: process.argv.includes('--dry-run'),
  nonInteractive: true,
};
options.filteredTargets = filterTargets(options, VALID_DEPLOY_TARGETS);

const causes = (error) => (error ? [error.message, ...causes(error.original ?? error.cause)] : []);

console.log(`firebase deploy (rehearsal): project ${project}, targets ${options.filteredTargets.join(', ')}`);
deploy(options.filteredTargets, options).then(
  () => {
    console.log(`DEPLOY FINISHED without asking for a Google access token (${tokenRequests} requests)`);
    process.exit(2);
  },
  (error) => {
    const chain = causes(error);
    if (tokenRequests > 0 && chain.some((message) => message.includes(AUTH_BOUNDARY))) {
      console.log(`DEPLOY STOPPED AT AUTHENTICATION after the predeploy steps: ${chain.join(' <- ')}`);
      process.exit(0);
    }
    console.log(`DEPLOY FAILED: ${chain.join(' <- ')}`);
    process.exit(1);
  },
);
