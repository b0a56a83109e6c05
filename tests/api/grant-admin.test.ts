import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';

const ROOT = new URL('../..', import.meta.url).pathname;

function grantAdmin(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tools/scripts/grant-admin.ts', ...args, '--emulator'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: 'demo-clinic' },
    },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run grant-admin', () => {
  it('sets the isAdmin claim, then clears it and revokes the sessions with --revoke', async () => {
    const { auth } = await emulatorAdmin();
    const email = `staff-${Date.now()}@example.com`;
    const user = await auth.createUser({ email, password: 'Staff-pass-1', emailVerified: true });

    const granted = grantAdmin(email);
    expect(granted.code, granted.output).toBe(0);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ isAdmin: true });

    const before = Date.now();
    await new Promise((r) => setTimeout(r, 1000));
    const revoked = grantAdmin(email, '--revoke');
    expect(revoked.code, revoked.output).toBe(0);
    const after = await auth.getUser(user.uid);
    expect(after.customClaims?.isAdmin).toBeUndefined();
    expect(Date.parse(after.tokensValidAfterTime ?? '')).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    await auth.deleteUser(user.uid);
  }, 30_000);

  it('refuses an unverified address, saying how to verify it, and grants once it is verified', async () => {
    const { auth } = await emulatorAdmin();
    const email = `unproved-${Date.now()}@example.com`;
    const user = await auth.createUser({ email, password: 'Staff-pass-1' });
    const refused = grantAdmin(email);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is not verified/);
    expect(refused.output).toMatch(/Forgot password/);
    expect(refused.output).not.toContain(email);
    expect((await auth.getUser(user.uid)).customClaims?.isAdmin).toBeUndefined();

    await auth.updateUser(user.uid, { emailVerified: true });
    const granted = grantAdmin(email);
    expect(granted.code, granted.output).toBe(0);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ isAdmin: true });
    await auth.deleteUser(user.uid);
  }, 30_000);

  it('fails with a clear message for an unknown email and without an email', () => {
    const unknown = grantAdmin('nobody-here@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toMatch(/No user with that email/);
    const missing = grantAdmin();
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/Usage: npm run grant-admin/);
  }, 30_000);
});
