import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const CHECK = 'node --import tsx tools/scripts/check-deploy.ts --target';

type Target = { predeploy?: string[] };
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  hosting: Target;
  functions: Target[];
};

/**
 * `firebase deploy --dry-run` as the CLI runs it, from firebase-tools' own deploy function, with what its
 * network-bound steps would have found stubbed in: signed in, permitted, the Hosting site named. The predeploy steps
 * run exactly as a real deploy runs them (firebase-tools' lifecycle hooks: a shell in the project folder, with
 * GCLOUD_PROJECT); the dry run stops before anything is uploaded, and nothing here has credentials anyway.
 */
function firebaseDeployDryRun(targets: string[]): Promise<{ error: string; output: string }> {
  const script = `
    const { deploy } = require('firebase-tools/lib/deploy/index.js');
    const { Config } = require('firebase-tools/lib/config.js');
    const root = process.cwd();
    const options = {
      cwd: root, projectRoot: root, config: Config.load({ cwd: root }), project: 'clinic-prod',
      site: 'clinic-prod', dryRun: true, nonInteractive: true, only: ${JSON.stringify(targets.join(','))},
    };
    deploy(${JSON.stringify(targets)}, options).then(
      () => { console.log('DEPLOY WENT ON'); },
      (error) => { console.log('DEPLOY STOPPED: ' + error.message); },
    );`;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-e', script],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } },
      (_error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        resolve({ error: /DEPLOY STOPPED: (.*)/.exec(output)?.[1] ?? '', output });
      },
    );
  });
}

// Each test starts firebase-tools and the deploy check in processes of their own: seconds on an idle machine, a
// minute or more on a busy one. The limit only stops a hang.
const DEPLOY_TIMEOUT_MS = 180_000;

const mtime = (path: string) => (existsSync(path) ? statSync(path).mtimeMs : null);

describe('firebase deploy', () => {
  it('runs the deploy check first in the predeploy of Hosting and of Functions', () => {
    expect(firebaseJson.hosting.predeploy?.[0]).toBe(`${CHECK} hosting`);
    expect(firebaseJson.functions.map((codebase) => codebase.predeploy?.[0])).toEqual([`${CHECK} functions`]);
  });

  it(
    'is stopped by the Hosting predeploy while placeholders remain, and says which',
    async () => {
      const { error, output } = await firebaseDeployDryRun(['hosting']);
      expect(error).toBe('hosting predeploy error: Command terminated with non-zero exit code 1');
      expect(output).toContain('Not deploying:');
      expect(output).toMatch(/SITE_CONFIG\.phones is a placeholder \(416-555-0100/);
      expect(output).toMatch(/SMTP_CONNECTION_URI in extensions\/firestore-send-email\.env is marked PLACEHOLDER/);
      expect(output).not.toContain('DEPLOY WENT ON');
    },
    DEPLOY_TIMEOUT_MS,
  );

  it(
    'is stopped by the Functions predeploy before the functions are built',
    async () => {
      const bundle = join(ROOT, 'functions/lib/index.cjs');
      const before = mtime(bundle);
      const { error, output } = await firebaseDeployDryRun(['functions']);
      expect(error).toBe('functions predeploy error: Command terminated with non-zero exit code 1');
      expect(output).toMatch(/OPERATIONS_CONFIG\.clinicInboxEmail is a placeholder/);
      expect(mtime(bundle)).toBe(before);
    },
    DEPLOY_TIMEOUT_MS,
  );
});
