import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../core/http-error';
import { assertAdminSession } from './admin-session';
import type { Caller } from './caller';

const saved = process.env.ADMIN_MFA;
afterEach(() => {
  if (saved === undefined) delete process.env.ADMIN_MFA;
  else process.env.ADMIN_MFA = saved;
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const caller = (overrides: Partial<Caller> = {}): Caller => ({
  uid: 'u1',
  isAdmin: true,
  emailVerified: true,
  authTime: nowSeconds(),
  secondFactor: true,
  nowMs: Date.now(),
  ...overrides,
});

async function refusal(c: Caller): Promise<{ status: number; code?: string } | null> {
  try {
    assertAdminSession(c);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, code: error.code };
  }
}

describe('the session checks of an isAdmin claim', () => {
  it('pass a verified, recent, second-factor session', async () => {
    expect(await refusal(caller())).toBeNull();
  });

  it('refuse an unverified address (403), a session over 12 hours (401), no second factor when required (403)', async () => {
    expect(await refusal(caller({ emailVerified: false }))).toEqual({ status: 403, code: 'email-unverified' });
    expect(await refusal(caller({ authTime: nowSeconds() - 12 * 3600 + 60 }))).toBeNull();
    expect(await refusal(caller({ authTime: nowSeconds() - 12 * 3600 - 60 }))).toEqual({
      status: 401,
      code: 'reauth-required',
    });
    for (const value of [undefined, '', 'required', 'Optional']) {
      if (value === undefined) delete process.env.ADMIN_MFA;
      else process.env.ADMIN_MFA = value;
      expect(await refusal(caller({ secondFactor: false })), String(value)).toEqual({
        status: 403,
        code: 'second-factor-required',
      });
    }
    process.env.ADMIN_MFA = 'optional';
    expect(await refusal(caller({ secondFactor: false }))).toBeNull();
    // The demo-only per-account override (auth/clock.ts) requires it even so.
    expect(await refusal(caller({ secondFactor: false, demoSecondFactorRequired: true }))).toEqual({
      status: 403,
      code: 'second-factor-required',
    });
    expect(await refusal(caller({ demoSecondFactorRequired: true }))).toBeNull();
  });
});
