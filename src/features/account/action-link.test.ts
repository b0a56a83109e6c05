import { describe, expect, it } from 'vitest';
import { describeSetPasswordError, isDeadLinkError, newPasswordProblem, readActionLink } from './action-link';

describe('readActionLink', () => {
  it("reads our invitation links and Firebase's own reset template", () => {
    expect(readActionLink('?mode=invite&oobCode=abc-DEF_1')).toEqual({
      kind: 'set-password',
      mode: 'invite',
      oobCode: 'abc-DEF_1',
    });
    expect(
      readActionLink('?mode=resetPassword&oobCode=xyz&apiKey=k&continueUrl=https%3A%2F%2Fevil.example&lang=en'),
    ).toEqual({ kind: 'set-password', mode: 'resetPassword', oobCode: 'xyz' });
  });

  it('refuses other modes, missing codes and codes that are not tokens', () => {
    expect(readActionLink('?mode=verifyEmail&oobCode=abc')).toEqual({ kind: 'unsupported' });
    expect(readActionLink('?mode=invite')).toEqual({ kind: 'unsupported' });
    expect(readActionLink('?mode=invite&oobCode=a%2Fb')).toEqual({ kind: 'unsupported' });
    expect(readActionLink('')).toEqual({ kind: 'unsupported' });
  });
});

describe('newPasswordProblem', () => {
  it('wants 12 to 128 characters, typed the same twice', () => {
    expect(newPasswordProblem('short-pass1', 'short-pass1', 12)).toMatch(/at least 12/);
    expect(newPasswordProblem('twelve-chars', 'twelve-chars', 12)).toBeNull();
    expect(newPasswordProblem('x'.repeat(128), 'x'.repeat(128), 12)).toBeNull();
    expect(newPasswordProblem('x'.repeat(129), 'x'.repeat(129), 12)).toMatch(/at most 128/);
    expect(newPasswordProblem('twelve-chars', 'twelve-charz', 12)).toMatch(/not the same/);
  });
});

describe('errors while setting the password', () => {
  it('tells a spent or stale link from a refused password', () => {
    expect(isDeadLinkError({ code: 'auth/expired-action-code' })).toBe(true);
    expect(isDeadLinkError({ code: 'auth/invalid-action-code' })).toBe(true);
    expect(isDeadLinkError({ code: 'auth/weak-password' })).toBe(false);
    expect(describeSetPasswordError({ code: 'auth/password-does-not-meet-requirements' }, 12)).toMatch(/at least 12/);
    expect(describeSetPasswordError(new Error('?'), 12)).toBe('Your password could not be set. Please try again.');
  });
});
