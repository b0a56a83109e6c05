// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, authStateAtom } from './auth-state-store';
import { readStoredUserInfo, USER_INFO_STORAGE_KEY } from './user-info';

const ADMIN = { uid: 'u1', email: 'admin@example.com', isAdmin: true };

afterEach(() => localStorage.clear());

describe('auth state', () => {
  it('mirrors a verified sign-in into localStorage without any token', () => {
    const store = createStore();
    store.set(authStateAtom, { status: 'signed-in', user: { ...ADMIN, token: 'secret' } as typeof ADMIN });
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null')).toEqual(ADMIN);
    expect(store.get(authStateAtom)).toMatchObject({ status: 'signed-in', user: { uid: 'u1', isAdmin: true } });
  });

  it('clears the stored user on sign-out', () => {
    const store = createStore();
    store.set(authStateAtom, { status: 'signed-in', user: ADMIN });
    store.set(authStateAtom, SIGNED_OUT);
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(store.get(authStateAtom)).toEqual(SIGNED_OUT);
  });

  it('starts loading, with the stored user as an unverified hint', async () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(ADMIN));
    // The hint is read when the app loads the module, as on a fresh page load.
    vi.resetModules();
    const fresh = await import('./auth-state-store');
    expect(createStore().get(fresh.authStateAtom)).toEqual({ status: 'loading', user: ADMIN });
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
