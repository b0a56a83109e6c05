import { describe, expect, it } from 'vitest';
import { authProblemOf } from './auth-problem';

describe('authProblemOf', () => {
  it('asks for the password again only when the server says the sign-in is too old', () => {
    expect(authProblemOf({ httpStatus: 401, code: 'reauth-required' })).toBe('reauth-required');
    expect(authProblemOf({ httpStatus: 401, code: null })).toBe('session-ended');
  });

  it('sends an admin without a second factor to set one up, and leaves other refusals to the screen', () => {
    expect(authProblemOf({ httpStatus: 403, code: 'second-factor-required' })).toBe('second-factor-required');
    expect(authProblemOf({ httpStatus: 403, code: null })).toBeNull();
    expect(authProblemOf({ httpStatus: 403, code: 'email-unverified' })).toBeNull();
    expect(authProblemOf({ httpStatus: 409, code: null })).toBeNull();
    expect(authProblemOf({ httpStatus: null, code: null })).toBeNull();
  });
});
