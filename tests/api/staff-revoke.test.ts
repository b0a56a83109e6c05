import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffOverview } from '@shared/schemas/staff';
import { emulatorAdmin } from '../support/admin-sdk';
import { createTestUser, passwordToken, untilSecondAfter } from '../support/auth-emulator';
import { api, demoTokens } from '../support/http';

let admin: string;
beforeAll(async () => {
  admin = (await demoTokens()).admin;
});

const revoke = (uid: string, token: string, confirm = '') =>
  api(`/api/staff/${uid}${confirm ? `?confirm=${confirm}` : ''}`, { method: 'DELETE', token });

async function overview(token = admin): Promise<StaffOverview> {
  const { res, body } = await api('/api/staff', { token });
  expect(res.status).toBe(200);
  return body.data as StaffOverview;
}

describe('DELETE /api/staff/:uid', () => {
  it("removes the claim and ends the sessions: the revoked administrator's very next call is 401", async () => {
    const colleague = await createTestUser({ prefix: 'revoked' });
    const token = await passwordToken(colleague.email, colleague.password);
    expect((await api('/api/staff', { token })).res.status).toBe(200);

    const { res, body } = await revoke(colleague.uid, admin);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ status: 'success', data: { uid: colleague.uid } });
    // No waiting for the next second: the removed claim alone refuses the old token.
    const next = await api('/api/staff', { token });
    expect(next.res.status).toBe(401);
    expect(next.body.message).toMatch(/sign in again/i);

    const { auth } = await emulatorAdmin();
    expect((await auth.getUser(colleague.uid)).customClaims?.isAdmin).toBeUndefined();
    const after = await overview();
    expect(after.staff.map((member) => member.uid)).not.toContain(colleague.uid);
    expect(after.log[0]).toMatchObject({ action: 'revoked', actor: 'admin@example.com', target: colleague.email });
  });

  it('asks for confirmation before removing oneself, then removes', async () => {
    const me = await createTestUser({ prefix: 'leaving' });
    const token = await passwordToken(me.email, me.password);
    const unconfirmed = await revoke(me.uid, token);
    expect(unconfirmed.res.status).toBe(400);
    expect(unconfirmed.body.message).toMatch(/your own administrator access.*Confirm/);
    expect((await api('/api/staff', { token })).res.status).toBe(200);

    expect((await revoke(me.uid, token, 'self')).res.status).toBe(200);
    expect((await api('/api/staff', { token })).res.status).toBe(401);
  });

  it('refuses to remove the last active administrator (409)', async () => {
    const last = await createTestUser({ prefix: 'last' });
    const token = await passwordToken(last.email, last.password);
    const { auth } = await emulatorAdmin();
    // Take the claim from every other active administrator for the length of this test, then give it back.
    const others = (await auth.listUsers(1000)).users.filter(
      (user) => user.uid !== last.uid && user.customClaims?.isAdmin === true && user.emailVerified && !user.disabled,
    );
    try {
      await Promise.all(
        others.map((user) => auth.setCustomUserClaims(user.uid, { ...user.customClaims, isAdmin: false })),
      );
      const refused = await revoke(last.uid, token, 'self');
      expect(refused.res.status).toBe(409);
      expect(refused.body.message).toMatch(/last administrator/);
      expect((await auth.getUser(last.uid)).customClaims?.isAdmin).toBe(true);
    } finally {
      await Promise.all(others.map((user) => auth.setCustomUserClaims(user.uid, user.customClaims ?? null)));
    }
    // With the others back, the same request goes through.
    expect((await revoke(last.uid, token, 'self')).res.status).toBe(200);
  });

  it('answers 404 for an account that is not an administrator', async () => {
    const visitor = await createTestUser({ isAdmin: false, prefix: 'not-admin' });
    expect((await revoke(visitor.uid, admin)).res.status).toBe(404);
    expect((await revoke('no-such-uid', admin)).res.status).toBe(404);
  });
});

describe('POST /api/staff/sign-out-everywhere', () => {
  it("revokes the caller's own sessions and logs it", async () => {
    const me = await createTestUser({ prefix: 'everywhere' });
    const token = await passwordToken(me.email, me.password);
    await untilSecondAfter(token);
    const { res, body } = await api('/api/staff/sign-out-everywhere', { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(body.message).toMatch(/signed out on every device/);
    expect((await api('/api/staff', { token })).res.status).toBe(401);

    const fresh = await passwordToken(me.email, me.password);
    const entry = (await overview(fresh)).log.find((e) => e.target === me.email);
    expect(entry).toMatchObject({ action: 'signed-out-everywhere', actor: me.email });
  });
});
