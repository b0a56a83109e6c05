import { describe, expect, it } from 'vitest';
import { describeSignInError, SIGN_IN_MESSAGES } from './sign-in-errors';

describe('describeSignInError', () => {
  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email'])(
    'gives one message for %s, so accounts cannot be probed',
    (code) => {
      expect(describeSignInError({ code })).toBe('The email or password is incorrect.');
    },
  );

  it('falls back to the generic message for anything unrecognised', () => {
    expect(describeSignInError({ code: 'auth/operation-not-allowed' })).toBe(SIGN_IN_MESSAGES.generic);
    expect(describeSignInError(new Error('boom'))).toBe(SIGN_IN_MESSAGES.generic);
    expect(describeSignInError(null)).toBe(SIGN_IN_MESSAGES.generic);
  });
});

describe('describeSignInError for the code step and enrolment', () => {
  it.each([
    ['auth/invalid-verification-code', SIGN_IN_MESSAGES.wrongCode],
    ['auth/code-expired', SIGN_IN_MESSAGES.expiredCode],
    ['auth/invalid-phone-number', SIGN_IN_MESSAGES.badPhone],
    ['auth/requires-recent-login', SIGN_IN_MESSAGES.recentSignInNeeded],
    ['auth/password-does-not-meet-requirements', SIGN_IN_MESSAGES.weakPassword],
  ])('says what to do for %s', (code, message) => {
    expect(describeSignInError({ code })).toBe(message);
  });
});
