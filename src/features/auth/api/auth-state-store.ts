import { clearStoredUserInfo, readStoredUserInfo, writeStoredUserInfo, type UserInfo } from './user-info';

export type AuthState =
  /** `user` is the unverified hint restored from localStorage; never decide access on it. */
  | { status: 'loading'; user: UserInfo | null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: UserInfo };

export const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };

/**
 * One app-wide auth state, so every component that asks sees the same answer and the ID token
 * is refreshed once per sign-in rather than once per subscriber.
 */
let state: AuthState = { status: 'loading', user: readStoredUserInfo() };
const listeners = new Set<() => void>();

export function getAuthState(): AuthState {
  return state;
}

export function setAuthState(next: AuthState): void {
  // Keeps localStorage a mirror of verified state only.
  if (next.status === 'signed-in') writeStoredUserInfo(next.user);
  if (next.status === 'signed-out') clearStoredUserInfo();
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeAuthState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
