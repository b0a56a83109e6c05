// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { getAuthState, setAuthState, SIGNED_OUT, subscribeAuthState } from './auth-state-store';
import { readStoredUserInfo, USER_INFO_STORAGE_KEY } from './user-info';

const ADMIN = { uid: 'u1', email: 'admin@example.com', isAdmin: true };

afterEach(() => localStorage.clear());

describe('auth state store', () => {
  it('mirrors a verified sign-in into localStorage without any token', () => {
    setAuthState({ status: 'signed-in', user: { ...ADMIN, token: 'secret' } as typeof ADMIN });
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null')).toEqual(ADMIN);
  });

  it('clears the stored user on sign-out', () => {
    setAuthState({ status: 'signed-in', user: ADMIN });
    setAuthState(SIGNED_OUT);
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
  });

  it('notifies subscribers until they unsubscribe', () => {
    let notified = 0;
    const unsubscribe = subscribeAuthState(() => (notified += 1));
    setAuthState(SIGNED_OUT);
    unsubscribe();
    setAuthState(SIGNED_OUT);
    expect(notified).toBe(1);
    expect(getAuthState()).toEqual(SIGNED_OUT);
  });

  it('ignores stored values that are not user info', () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, '{not json');
    expect(readStoredUserInfo()).toBeNull();
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ uid: 'u1', isAdmin: 'yes' }));
    expect(readStoredUserInfo()).toBeNull();
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ ...ADMIN, token: 'old' }));
    expect(readStoredUserInfo()).toEqual(ADMIN);
  });
});
