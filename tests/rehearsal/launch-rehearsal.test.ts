// The launch rehearsal: a clinic's launch as docs/operations.md tells it, in a copy of the repository, with a
// fictional clinic's answers and no Google account. It keeps the guide's launch section and the launch guard true to
// each other: a step the guide leaves out, or a setting the guard lets through, fails here.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answer, PROJECT, SITE_URL } from '../support/rehearsal/clinic-answers';
import {
  filledCopy,
  planLaunch,
  refill,
  removeCopy,
  ROOT,
  runIn,
  type LaunchPlan,
} from '../support/rehearsal/launch-copy';
import { readLaunchSection } from '../support/rehearsal/operations-launch';

const OPERATIONS = join(ROOT, 'docs', 'operations.md');
const launch = readLaunchSection(OPERATIONS);
const plan = planLaunch(launch);
const copies: string[] = [];
afterAll(() => copies.forEach(removeCopy));

const node = process.execPath;
const GUARD = ['--import', 'tsx', 'tools/scripts/check-deploy.ts'];
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The settings the table names that no step fills in, and the filled ones the table does not name. */
function coverage(launchPlan: LaunchPlan) {
  const filled = new Set(launchPlan.fills.map((fill) => fill.setting));
  const named = new Set(launch.settings.map((row) => row.setting));
  return {
    unfilled: [...named].filter((setting) => !filled.has(setting)),
    unnamed: [...filled].filter((setting) => !named.has(setting)),
  };
}

describe('the launch section of docs/operations.md', () => {
  it('fills in every setting of its table in one of its steps, in the file the table names, and no other', () => {
    expect(launch.steps.map((step) => step.number)).toEqual(launch.steps.map((_, index) => index + 1));
    expect(launch.settings.length).toBeGreaterThanOrEqual(25);
    expect(coverage(plan)).toEqual({ unfilled: [], unnamed: [] });
    for (const fill of plan.fills) {
      const row = launch.settings.find((setting) => setting.setting === fill.setting);
      expect(answer(row?.file ?? ''), fill.setting).toMatch(new RegExp(`^${fill.file.replace(/\./g, '\\.')}\\b`));
    }
    // The deploy is the last command, and what needs a Google account is left to the clinic.
    expect(plan.deployArgs).toEqual(['--project', PROJECT]);
    expect(plan.needsGoogle).toEqual(expect.arrayContaining(['npx firebase login']));
  });

  it('fails the rehearsal when any one of its steps is left out', () => {
    for (const step of launch.steps) {
      const without = planLaunch({ ...launch, steps: launch.steps.filter((other) => other !== step) });
      const filledHere = plan.fills.some((fill) => fill.step === step.number);
      const deploysHere = step.commands.some((command) => command.startsWith('npm run deploy'));
      if (filledHere) expect(coverage(without).unfilled, `step ${step.number}`).not.toEqual([]);
      if (deploysHere) expect(without.deployArgs, `step ${step.number}`).toEqual([]);
    }
  });
});

describe('the launch guard, on the copy filled in by docs/operations.md', () => {
  it('refuses each setting of the table left as shipped, naming it', async () => {
    const started = Date.now();
    const refusals = new Map<string, { code: number; output: string }>();
    const queue = [...launch.settings];
    // Two at a time, each on a copy of its own refilled for each setting: the guard alone (no build), as
    // `npm run deploy` runs it first.
    const worker = async () => {
      let dir = '';
      for (let row = queue.shift(); row; row = queue.shift()) {
        if (dir) await refill(plan, dir, row.setting);
        else copies.push((dir = await filledCopy(plan, row.setting)));
        refusals.set(row.setting, await runIn(dir, node, GUARD));
      }
    };
    await Promise.all([worker(), worker()]);
    console.log(`Launch rehearsal: ${refusals.size} settings, each left out once, refused in ${seconds(started)}.`);
    for (const { setting } of launch.settings) {
      const { code, output } = refusals.get(setting) ?? { code: -1, output: '' };
      expect({ setting, code, named: output.includes(setting) }, output).toEqual({ setting, code: 1, named: true });
    }
  });

  it('lets `npm run deploy -- --dry-run` go through every check, the build and the predeploy steps to Google sign-in', async () => {
    const started = Date.now();
    const dir = await filledCopy(plan);
    copies.push(dir);
    // A clone has its history: the deploy labels the release with the commit.
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Rehearsal', '-c', 'user.email=rehearsal@localhost', ...args], { cwd: dir });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'launch rehearsal');

    // npm run deploy's commands up to `firebase deploy`, as npm runs them (a shell in the project folder).
    const deploy = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: { deploy: string } })
      .scripts.deploy;
    const commands = deploy.split(' && ');
    expect(commands.at(-1)).toBe('firebase deploy');
    const before = await runIn(dir, 'sh', ['-c', commands.slice(0, -1).join(' && ')]);
    expect(before.code, before.output).toBe(0);
    expect(before.output).toContain(`Deploy check passed: project ${PROJECT}, site ${SITE_URL}.`);
    expect(before.output).toContain('Deploy check passed: no placeholder content in the build.');
    const built = seconds(started);

    // `firebase deploy` with the guide's arguments and --dry-run, to where it asks Google who is deploying.
    const firebase = await runIn(dir, node, [
      '--import',
      'tsx',
      'tests/support/rehearsal/firebase-deploy-dry-run.ts',
      ...plan.deployArgs,
      '--dry-run',
    ]);
    expect(firebase.code, firebase.output).toBe(0);
    expect(firebase.output).toContain(`Deploy check passed (functions): project ${PROJECT}, site ${SITE_URL}.`);
    expect(firebase.output).toContain(`Server build: functions/ssr/ is this configuration's (${SITE_URL}).`);
    expect(firebase.output).toContain(`Deploy check passed (hosting): project ${PROJECT}, site ${SITE_URL}.`);
    expect(firebase.output).toMatch(/DEPLOY STOPPED AT AUTHENTICATION after the predeploy steps/);
    expect(existsSync(join(dir, 'functions/lib/index.cjs'))).toBe(true);
    console.log(`Launch rehearsal: checks and build ${built}, whole dry run ${seconds(started)}.`);
  }, 1_200_000);
});
