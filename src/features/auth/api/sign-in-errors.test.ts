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
