import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { authStateAtom, type AuthState } from './api/auth-state-store';
import { startAuthListener } from './api/firebase-auth';

/** The app's auth state; the first component that asks starts Firebase's listener, which keeps it current. */
export function useAuthState(): AuthState {
  useEffect(startAuthListener, []);
  return useAtomValue(authStateAtom);
}
