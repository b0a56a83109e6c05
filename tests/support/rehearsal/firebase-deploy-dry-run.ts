// `firebase deploy [--project P] [--only T] [--dry-run]` as the CLI runs it, in this process, for the launch
// rehearsal, which has no Google account. The CLI signs in before anything else (requireAuth), so without an
// account it stops before the predeploy steps. Here the deploy module runs with the targets the CLI would pick
// (firebase.json, --only), the predeploy hooks run exactly as in a real deploy (a shell in the project folder, with
// GCLOUD_PROJECT and RESOURCE_DIR), and authentication is replaced at its boundary: the first time any step asks
// for a Google access token (firebase-tools' auth module), the run stops there. Its last line says where it stopped.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Options = Record<string, unknown> & { filteredTargets?: string[] };
type FirebaseError = Error & { original?: FirebaseError; cause?: FirebaseError };
// firebase-tools' own modules (no types are published for them), from the project being deployed.
const load = createRequire(`${process.cwd()}/package.json`);
const auth = load('firebase-tools/lib/auth') as { getAccessToken: () => Promise<unknown> };
const { deploy, VALID_DEPLOY_TARGETS } = load('firebase-tools/lib/deploy/index.js') as {
  deploy: (targets: string[], options: Options) => Promise<unknown>;
  VALID_DEPLOY_TARGETS: string[];
};
const { Config } = load('firebase-tools/lib/config.js') as { Config: { load: (options: object) => unknown } };
const { filterTargets } = load('firebase-tools/lib/filterTargets.js') as {
  filterTargets: (options: Options, targets: string[]) => string[];
};

const AUTH_BOUNDARY = 'Google authentication reached';
let tokenRequests = 0;
auth.getAccessToken = async () => {
  tokenRequests += 1;
  throw new Error(AUTH_BOUNDARY);
};

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const root = process.cwd();
const config = Config.load({ cwd: root });
const rcFile = `${root}/.firebaserc`;
const rc = existsSync(rcFile)
  ? ((JSON.parse(readFileSync(rcFile, 'utf8')) as { projects?: Record<string, string> }).projects ?? {})
  : {};
const alias = argument('--project') ?? 'default';
const project = rc[alias] ?? alias;
const options: Options = {
  cwd: root,
  projectRoot: root,
  config,
  project,
  projectId: project,
  // The CLI asks Hosting for the project's default site before deploying (requireHostingSite, after signing in);
  // a project's first site is named after the project, which is what it would answer.
  site: project,
  only: argument('--only'),
  dryRun: process.argv.includes('--dry-run'),
  nonInteractive: true,
};
options.filteredTargets = filterTargets(options, VALID_DEPLOY_TARGETS);

const causes = (error: FirebaseError | undefined): string[] =>
  error ? [error.message, ...causes(error.original ?? error.cause)] : [];

console.log(`firebase deploy (rehearsal): project ${project}, targets ${options.filteredTargets?.join(', ')}`);
deploy(options.filteredTargets ?? [], options).then(
  () => {
    console.log(`DEPLOY FINISHED without asking for a Google access token (${tokenRequests} requests)`);
    process.exit(2);
  },
  (error: FirebaseError) => {
    const chain = causes(error);
    if (tokenRequests > 0 && chain.some((message) => message.includes(AUTH_BOUNDARY))) {
      console.log(`DEPLOY STOPPED AT AUTHENTICATION after the predeploy steps: ${chain.join(' <- ')}`);
      process.exit(0);
    }
    console.log(`DEPLOY FAILED: ${chain.join(' <- ')}`);
    process.exit(1);
  },
);
