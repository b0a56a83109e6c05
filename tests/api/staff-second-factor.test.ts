import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import type { StaffOverview } from '@shared/schemas/staff';
import { emulatorAdmin } from '../support/admin-sdk';
import {
  adminWithPhone,
  createTestUser,
  enrolledFactorCount,
  enrolPhoneFactor,
  passwordToken,
  requireSecondFactorOf,
  secondFactorToken,
  setDemoClockOffset,
  uniquePhone,
  untilSecondAfter,
  withdrawSecondFactors,
} from '../support/auth-emulator';
import { api, demoTokens, type Tokens } from '../support/http';

let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});

const reset = (uid: string, token?: string) =>
  api(`/api/staff/${encodeURIComponent(uid)}/second-factor`, { method: 'DELETE', ...(token ? { token } : {}) });

async function overview(): Promise<StaffOverview> {
  const { res, body } = await api('/api/staff', { token: tokens.admin });
  expect(res.status).toBe(200);
  return body.data as StaffOverview;
}

/** The stored staff log documents about one account. */
async function storedEntriesAbout(uid: string) {
  const { db } = await emulatorAdmin();
  const snapshot = await db.collection(COLLECTIONS.staffLog).where('targetUid', '==', uid).get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('DELETE /api/staff/:uid/second-factor', () => {
  it(
    "removes a colleague's second factor, ends their sessions and logs who did it by account id",
    { timeout: 60_000 },
    async () => {
      const colleague = await adminWithPhone('lost-phone');
      expect((await api('/api/staff', { token: colleague.token })).res.status).toBe(200);
      await untilSecondAfter(colleague.token);

      const { res, body } = await reset(colleague.uid, tokens.admin);
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ status: 'success', data: { uid: colleague.uid } });
      expect(body.message).toMatch(/second factor .* is removed and their sessions have ended/);
      expect(await enrolledFactorCount(colleague.uid)).toBe(0);

      // Sessions revoked: the token signed in with the lost phone is refused.
      const old = await api('/api/staff', { token: colleague.token });
      expect(old.res.status).toBe(401);

      // The log names both by address on the Staff screen, but stores account ids only.
      const entry = (await overview()).log.find(
        (e) => e.action === 'second-factor-reset' && e.target === colleague.email,
      );
      expect(entry).toMatchObject({ actor: 'admin@example.com' });
      const stored = await storedEntriesAbout(colleague.uid);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ action: 'second-factor-reset', targetUid: colleague.uid });
      expect(stored[0]?.actorUid).toEqual(expect.any(String));
      expect(JSON.stringify(stored[0])).not.toContain('@');

      const member = (await overview()).staff.find((m) => m.uid === colleague.uid);
      expect(member?.secondFactor).toBe(false);
    },
  );

  it('leaves the colleague a password sign-in that ADMIN_MFA=required sends to set up a phone again', async () => {
    const colleague = await adminWithPhone('re-enrol');
    expect((await reset(colleague.uid, tokens.admin)).res.status).toBe(200);
    await requireSecondFactorOf(colleague.uid, true);
    try {
      // The password alone signs in now (no code step), and the API asks for the second factor.
      const token = await passwordToken(colleague.email, colleague.password);
      const refused = await api('/api/contact-requests', { token });
      expect(refused.res.status).toBe(403);
      expect(refused.body).toMatchObject({ status: 'error', code: 'second-factor-required' });
      // Enrolling a new phone, then signing in with it, lets them in again.
      const phone = uniquePhone();
      await enrolPhoneFactor(token, phone);
      const again = await secondFactorToken(colleague.email, colleague.password, phone);
      expect((await api('/api/contact-requests', { token: again })).res.status).toBe(200);
    } finally {
      await requireSecondFactorOf(colleague.uid, false);
    }
  });

  it('refuses a non-admin (403) and no token (401), and changes nothing', async () => {
    const colleague = await adminWithPhone('kept-phone');
    const visitor = await reset(colleague.uid, tokens.visitor);
    expect(visitor.res.status).toBe(403);
    expect(visitor.body).toEqual({ status: 'error', message: expect.any(String) });
    expect((await reset(colleague.uid)).res.status).toBe(401);
    expect(await enrolledFactorCount(colleague.uid)).toBe(1);
    expect((await api('/api/staff', { token: colleague.token })).res.status).toBe(200);
    expect(await storedEntriesAbout(colleague.uid)).toEqual([]);
  });

  it("refuses one's own factor (403), pointing to Remove this phone", async () => {
    const me = await adminWithPhone('own-phone');
    const { res, body } = await reset(me.uid, me.token);
    expect(res.status).toBe(403);
    expect(body).toEqual({ status: 'error', message: expect.stringContaining('Remove this phone') });
    expect(await enrolledFactorCount(me.uid)).toBe(1);
  });

  it('answers 404 for an unknown id or a non-administrator, 409 without a factor, 400 for an impossible id', async () => {
    const visitor = await createTestUser({ isAdmin: false, prefix: 'not-staff' });
    const noPhone = await createTestUser({ prefix: 'no-phone' });
    const unknown = await reset('no-such-uid', tokens.admin);
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toEqual({ status: 'error', message: expect.stringMatching(/No administrator has this id/) });
    expect((await reset(visitor.uid, tokens.admin)).res.status).toBe(404);
    const none = await reset(noPhone.uid, tokens.admin);
    expect(none.res.status).toBe(409);
    expect(none.body.message).toMatch(/has no second factor to reset/);
    const long = await reset('x'.repeat(129), tokens.admin);
    expect(long.res.status).toBe(400);
    expect(long.body.message).toMatch(/at most 128 characters/);
    expect(await storedEntriesAbout(noPhone.uid)).toEqual([]);
  });
});

describe('POST /api/account/second-factor-removal', () => {
  const record = (token?: string, json: unknown = {}) =>
    api('/api/account/second-factor-removal', { method: 'POST', json, ...(token ? { token } : {}) });

  it("records the removal of one's own phone once per sign-in, just before the browser removes it", async () => {
    const me = await adminWithPhone('removes-own');
    await requireSecondFactorOf(me.uid, true);
    try {
      const first = await record(me.token);
      expect(first.res.status).toBe(200);
      expect(first.body).toMatchObject({ status: 'success', data: { recorded: true } });
      const again = await record(me.token);
      expect(again.body).toMatchObject({ status: 'success', data: { recorded: false } });

      // What the browser does next (multiFactor(user).unenroll): the phone is gone, and with ADMIN_MFA=required
      // the API asks for a new one.
      const after = await withdrawSecondFactors(me.token);
      expect(await enrolledFactorCount(me.uid)).toBe(0);
      const refused = await api('/api/contact-requests', { token: after });
      expect(refused.body).toMatchObject({ code: 'second-factor-required' });
    } finally {
      await requireSecondFactorOf(me.uid, false);
    }
    const entries = (await overview()).log.filter((e) => e.action === 'second-factor-removed' && e.actor === me.email);
    expect(entries).toEqual([expect.objectContaining({ target: me.email })]);
    const stored = await storedEntriesAbout(me.uid);
    expect(stored).toEqual([expect.objectContaining({ actorUid: me.uid, targetUid: me.uid })]);
    expect(JSON.stringify(stored)).not.toContain('@');
  });

  it('refuses without a phone, or when the password was not entered again recently (409)', async () => {
    const noPhone = await createTestUser({ prefix: 'nothing-to-remove' });
    const none = await record(await passwordToken(noPhone.email, noPhone.password));
    expect(none.res.status).toBe(409);
    expect(none.body.message).toMatch(/no second factor to remove/);

    const stale = await adminWithPhone('stale-sign-in');
    await setDemoClockOffset(stale.uid, 20 * 60_000);
    try {
      const old = await record(stale.token);
      expect(old.res.status).toBe(409);
      expect(old.body.message).toMatch(/Enter your password again/);
    } finally {
      await setDemoClockOffset(stale.uid, null);
    }
    expect(await storedEntriesAbout(stale.uid)).toEqual([]);
    expect(await storedEntriesAbout(noPhone.uid)).toEqual([]);
  });

  it('takes an empty JSON object only, and admins only', async () => {
    const me = await adminWithPhone('bad-body');
    const extra = await record(me.token, { uid: 'someone-else' });
    expect(extra.res.status).toBe(400);
    expect(extra.body).toEqual({ status: 'error', message: 'Unknown field: uid.' });
    expect((await record(tokens.visitor)).res.status).toBe(403);
    expect((await record()).res.status).toBe(401);
    expect(await storedEntriesAbout(me.uid)).toEqual([]);
  });
});
