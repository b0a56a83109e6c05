import { atom } from 'jotai';
import { clearStoredUserInfo, readStoredUserInfo, writeStoredUserInfo, type UserInfo } from './user-info';

export type AuthState =
  /** `user` is the unverified hint restored from localStorage; never decide access on it. */
  | { status: 'loading'; user: UserInfo | null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: UserInfo };

export const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };

const stateAtom = atom<AuthState>({ status: 'loading', user: readStoredUserInfo() });

/**
 * One app-wide auth state in the app's store, so every component that asks sees the same answer and the ID token
 * is refreshed once per sign-in rather than once per subscriber. Written by Firebase's listener (outside React,
 * with `appStore.set`); writing keeps localStorage a mirror of verified state only.
 */
export const authStateAtom = atom(
  (get) => get(stateAtom),
  (_get, set, next: AuthState) => {
    if (next.status === 'signed-in') writeStoredUserInfo(next.user);
    if (next.status === 'signed-out') clearStoredUserInfo();
    set(stateAtom, next);
  },
);
