import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { emulatorAdmin } from '../support/admin-sdk';
import {
  adminWithPhone,
  createTestUser,
  enrolledFactorCount,
  enrolPhoneFactor,
  passwordToken,
  uniquePhone,
  untilSecondAfter,
} from '../support/auth-emulator';
import { api, demoTokens } from '../support/http';
import { runbookCommands } from '../support/runbook';

const ROOT = new URL('../..', import.meta.url).pathname;

/** The runbook's command, as an owner copies it from docs/operations.md ("A lost phone"). */
const [DOCUMENTED] = runbookCommands('### A lost phone').filter((c) => c.startsWith('npm run reset-second-factor'));
const PLACEHOLDER = 'someone@your-clinic.ca';
const REAL_PROJECT = '--project your-project';

/**
 * The documented command run against the emulators: the account in place of the placeholder, and `--emulator` in
 * place of `--project your-project`, as the runbook says. No arguments at all leaves the account out.
 */
function resetSecondFactor(account: string | null, { emulator = true } = {}) {
  expect(DOCUMENTED, 'the runbook names the command').toBeDefined();
  expect(DOCUMENTED).toContain(PLACEHOLDER);
  expect(DOCUMENTED).toContain(REAL_PROJECT);
  const command = DOCUMENTED!
    .replace(` ${PLACEHOLDER}`, account === null ? '' : ` ${account}`)
    .replace(REAL_PROJECT, emulator ? '--emulator' : '');
  const [program = '', ...args] = command.split(' ').filter(Boolean);
  const result = spawnSync(program, args, {
    cwd: ROOT,
    encoding: 'utf8',
    // A shell with no project chosen: only --emulator (or --project) picks one.
    env: Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(GCLOUD_|GOOGLE_CLOUD_)/.test(key))),
  });
  // npm's own echo of the command line (and of a failed one) is the operator's typing: the script's lines are the rest.
  const output = `${result.stdout}${result.stderr}`
    .split('\n')
    .filter((line) => !/^(> |npm error)/.test(line))
    .join('\n');
  return { code: result.status, output };
}

describe('npm run reset-second-factor (the runbook of a lost phone)', () => {
  it('removes the second factor by email, ends the sessions and writes the staff log entry', async () => {
    const locked = await adminWithPhone('locked-out');
    await untilSecondAfter(locked.token);

    const run = resetSecondFactor(locked.email);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/Removed the second factor of user .* and ended their sessions/);
    expect(run.output).not.toContain(locked.email);
    expect(await enrolledFactorCount(locked.uid)).toBe(0);
    expect((await api('/api/staff', { token: locked.token })).res.status).toBe(401);
    // The password alone signs in again.
    expect(await passwordToken(locked.email, locked.password)).toEqual(expect.any(String));

    const { db } = await emulatorAdmin();
    const stored = (await db.collection(COLLECTIONS.staffLog).where('targetUid', '==', locked.uid).get()).docs;
    expect(stored.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ action: 'second-factor-reset', actor: 'recovery script', targetUid: locked.uid }),
    ]);
    const { admin } = await demoTokens();
    const log = (
      (await api('/api/staff', { token: admin })).body.data as {
        log: { action: string; actor: string; target: string }[];
      }
    ).log;
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'second-factor-reset', actor: 'recovery script', target: locked.email }),
    );
  }, 60_000);

  it('takes an account id as well', async () => {
    const locked = await adminWithPhone('locked-by-uid');
    const run = resetSecondFactor(locked.uid);
    expect(run.code, run.output).toBe(0);
    expect(await enrolledFactorCount(locked.uid)).toBe(0);
  }, 60_000);

  it('refuses clearly, changing nothing: no account, an unknown one, a non-administrator, no factor, no project', async () => {
    const missing = resetSecondFactor(null);
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/Usage: npm run reset-second-factor/);

    const unknown = resetSecondFactor('nobody-here@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toMatch(/No account with that email exists in project demo-clinic/);

    const garbled = resetSecondFactor('x'.repeat(129));
    expect(garbled.code).toBe(1);
    expect(garbled.output).toMatch(/neither an email address nor an account id/);

    const visitor = await createTestUser({ isAdmin: false, prefix: 'not-admin' });
    const { auth } = await emulatorAdmin();
    await enrolPhoneFactor(await passwordToken(visitor.email, visitor.password), uniquePhone());
    const notAdmin = resetSecondFactor(visitor.email);
    expect(notAdmin.code).toBe(1);
    expect(notAdmin.output).toMatch(/is not an administrator.*Nothing was changed/);
    expect(notAdmin.output).not.toContain(visitor.email);
    expect(await enrolledFactorCount(visitor.uid)).toBe(1);

    const noPhone = await createTestUser({ prefix: 'no-phone' });
    const none = resetSecondFactor(noPhone.email);
    expect(none.code).toBe(1);
    expect(none.output).toMatch(/has no second factor to remove. Nothing was changed/);

    const locked = await adminWithPhone('no-project');
    const noProject = resetSecondFactor(locked.email, { emulator: false });
    expect(noProject.code).toBe(1);
    expect(noProject.output).toMatch(/Name the project/);
    expect(await enrolledFactorCount(locked.uid)).toBe(1);
    await auth.deleteUser(visitor.uid);
  }, 120_000);
});
