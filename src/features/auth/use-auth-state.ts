import { useSyncExternalStore } from 'react';
import { getAuthState, subscribeAuthState, type AuthState } from './api/auth-state-store';
import { startAuthListener } from './api/firebase-auth';

function subscribe(onChange: () => void): () => void {
  startAuthListener();
  return subscribeAuthState(onChange);
}

export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState);
}
