import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiInstances } from '../support/api-instances';
import {
  createTestUser,
  enrolPhoneFactor,
  passwordToken,
  secondFactorToken,
  setDemoClockOffset,
} from '../support/auth-emulator';
import { api, decodeClaims, demoTokens } from '../support/http';
import { resetRateLimits } from '../support/limits-and-mail';

const HOUR_MS = 60 * 60_000;
const randomPhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('an isAdmin claim on an unverified address', () => {
  it('is refused with 403 email-unverified, on reads and writes alike', async () => {
    const unverified = await createTestUser({ emailVerified: false, prefix: 'unverified' });
    const token = await passwordToken(unverified.email, unverified.password);
    expect(decodeClaims(token)).toMatchObject({ isAdmin: true, email_verified: false });
    for (const call of [
      api('/api/staff', { token }),
      api('/api/contact-requests', { token }),
      api('/blog', { method: 'POST', token, json: { title: 'x' } }),
    ]) {
      const { res, body } = await call;
      expect(res.status).toBe(403);
      expect(body).toEqual({
        status: 'error',
        code: 'email-unverified',
        message: expect.stringMatching(/not verified/),
      });
    }
  });
});

describe('auth_time older than 12 hours', () => {
  it('is refused with 401 reauth-required; the clock is moved on the server for this account only', async () => {
    const account = await createTestUser({ prefix: 'stale' });
    const token = await passwordToken(account.email, account.password);
    try {
      await setDemoClockOffset(account.uid, 11 * HOUR_MS);
      expect((await api('/api/staff', { token })).res.status).toBe(200);
      await setDemoClockOffset(account.uid, 13 * HOUR_MS);
      const { res, body } = await api('/api/staff', { token });
      expect(res.status).toBe(401);
      expect(body).toEqual({
        status: 'error',
        code: 'reauth-required',
        message: expect.stringMatching(/password again/),
      });
      // A write as well, and the demo administrator next to it is not affected.
      expect((await api('/api/contact-requests', { token })).res.status).toBe(401);
      expect((await api('/api/staff', { token: (await demoTokens()).admin })).res.status).toBe(200);
    } finally {
      await setDemoClockOffset(account.uid, null);
    }
    expect((await api('/api/staff', { token })).res.status).toBe(200);
  });
});

describe('ADMIN_MFA=required (an api instance of its own)', () => {
  let origin: string;
  let stop: () => void;
  beforeAll(async () => {
    const instance = await startApiInstances(1, { ADMIN_MFA: 'required' });
    origin = instance.origins[0] as string;
    stop = instance.stop;
  });
  afterAll(() => stop?.());

  it('accepts an administrator signed in with an SMS second factor', async () => {
    const account = await createTestUser({ prefix: 'mfa' });
    const phone = randomPhone();
    await enrolPhoneFactor(await passwordToken(account.email, account.password), phone);
    const token = await secondFactorToken(account.email, account.password, phone);
    expect(decodeClaims(token)).toMatchObject({ firebase: { sign_in_second_factor: 'phone' } });
    const { res, body } = await api('/api/staff', { token, origin });
    expect(res.status).toBe(200);
    const me = (body.data as { staff: { uid: string; secondFactor: boolean }[] }).staff.find(
      (m) => m.uid === account.uid,
    );
    expect(me?.secondFactor).toBe(true);
  });

  it('refuses a password-only administrator with 403 second-factor-required, saying what to do', async () => {
    const { admin } = await demoTokens();
    for (const call of [api('/api/staff', { token: admin, origin }), api('/blogs', { token: admin, origin })]) {
      const { res, body } = await call;
      expect(res.status).toBe(403);
      expect(body).toEqual({
        status: 'error',
        code: 'second-factor-required',
        message: expect.stringMatching(/second factor.*Staff screen/),
      });
    }
    // Ending one's own sessions needs no second factor.
    const visitorOnly = await createTestUser({ prefix: 'mfa-signout' });
    const token = await passwordToken(visitorOnly.email, visitorOnly.password);
    expect((await api('/api/staff/sign-out-everywhere', { method: 'POST', token, origin })).res.status).toBe(200);
  });

  it('answers /api/users/login for an account with a second factor with 403, pointing at the portal', async () => {
    const account = await createTestUser({ prefix: 'mfa-login' });
    await enrolPhoneFactor(await passwordToken(account.email, account.password), randomPhone());
    await resetRateLimits();
    const { res, body } = await api('/api/users/login', {
      method: 'POST',
      json: { email: account.email, password: account.password },
    });
    expect(res.status).toBe(403);
    expect(body).toMatchObject({ code: 'second-factor-required', message: expect.stringMatching(/sign-in page/) });
  });
});
