import type { UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { isActiveAdmin, toStaffMember } from './staff-directory';

const CREATED = 'Fri, 27 Nov 2026 07:00:00 GMT';

function user(overrides: Partial<Omit<UserRecord, 'metadata'>> & { lastSignInTime?: string } = {}): UserRecord {
  const { lastSignInTime = CREATED, ...rest } = overrides;
  return {
    uid: 'u1',
    email: 'someone@example.com',
    emailVerified: false,
    disabled: false,
    customClaims: { isAdmin: true },
    metadata: { creationTime: CREATED, lastSignInTime },
    ...rest,
  } as unknown as UserRecord;
}

describe('a staff member as the Staff screen shows it', () => {
  it('is invited until the address is verified, with no last sign-in when the account was never used', () => {
    expect(toStaffMember(user(), 'other')).toEqual({
      uid: 'u1',
      email: 'someone@example.com',
      state: 'invited',
      lastSignInAt: null,
      secondFactor: false,
      isYou: false,
    });
  });

  it('is active once verified, with its last sign-in, its second factor and whether it is the caller', () => {
    const member = toStaffMember(
      user({
        emailVerified: true,
        lastSignInTime: 'Sat, 28 Nov 2026 09:30:00 GMT',
        multiFactor: { enrolledFactors: [{ factorId: 'phone' }] } as unknown as UserRecord['multiFactor'],
      }),
      'u1',
    );
    expect(member).toMatchObject({
      state: 'active',
      lastSignInAt: '2026-11-28T09:30:00.000Z',
      secondFactor: true,
      isYou: true,
    });
  });

  it('counts as an active administrator only with the claim, a verified address and not disabled', () => {
    expect(isActiveAdmin(user({ emailVerified: true }))).toBe(true);
    expect(isActiveAdmin(user())).toBe(false);
    expect(isActiveAdmin(user({ emailVerified: true, disabled: true }))).toBe(false);
    expect(isActiveAdmin(user({ emailVerified: true, customClaims: { isAdmin: false } }))).toBe(false);
  });
});
