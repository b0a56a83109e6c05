import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  getIdTokenResult,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { FIREBASE_CONFIG } from '../../../config/firebase-config';
import { appStore } from '../../../lib/app-store';
import { SIGNED_OUT, authStateAtom, type AuthState } from './auth-state-store';
import { clearStoredUserInfo, type UserInfo } from './user-info';

let clinicAuth: Auth | null = null;

const setAuthState = (next: AuthState) => appStore.set(authStateAtom, next);

/** Created on first use so that merely importing this module costs nothing. */
export function getClinicAuth(): Auth {
  if (clinicAuth) return clinicAuth;
  const app = initializeApp(FIREBASE_CONFIG.options);
  // No popupRedirectResolver: email sign-in needs no popup, and leaving it out stops the SDK
  // from loading its hidden iframe from another origin.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (FIREBASE_CONFIG.authEmulatorUrl) {
    connectAuthEmulator(auth, FIREBASE_CONFIG.authEmulatorUrl, { disableWarnings: true });
  }
  clinicAuth = auth;
  return auth;
}

const pendingUserInfo = new Map<string, Promise<UserInfo>>();

/**
 * Reads the admin claim from a freshly minted ID token, so a revoked claim takes effect at once
 * instead of when the cached token expires. Concurrent calls for one user share one request.
 */
export function readUserInfo(user: User): Promise<UserInfo> {
  const pending = pendingUserInfo.get(user.uid);
  if (pending) return pending;
  const request = getIdTokenResult(user, true)
    .then((token) => ({ uid: user.uid, email: user.email ?? '', isAdmin: token.claims.isAdmin === true }))
    .finally(() => pendingUserInfo.delete(user.uid));
  pendingUserInfo.set(user.uid, request);
  return request;
}

let listening = false;
// Guards against an older token refresh finishing after a newer sign-in or sign-out.
let authChangeCount = 0;

/** Starts mirroring Firebase's session into the app's auth state; safe to call repeatedly. */
export function startAuthListener(): void {
  if (listening) return;
  listening = true;
  onAuthStateChanged(getClinicAuth(), (user) => {
    const change = ++authChangeCount;
    if (!user) {
      setAuthState(SIGNED_OUT);
      return;
    }
    readUserInfo(user).then(
      (info) => {
        if (change === authChangeCount) setAuthState({ status: 'signed-in', user: info });
      },
      (error: unknown) => {
        console.error('Could not verify the signed-in user', error);
        if (change === authChangeCount) setAuthState(SIGNED_OUT);
      },
    );
  });
}

export async function signInAdmin(email: string, password: string): Promise<UserInfo> {
  startAuthListener();
  const { user } = await signInWithEmailAndPassword(getClinicAuth(), email, password);
  const info = await readUserInfo(user);
  // Publish now rather than wait for the listener, so the next screen already sees the user.
  setAuthState({ status: 'signed-in', user: info });
  return info;
}

/**
 * The signed-in user's ID token for `Authorization: Bearer …`, or null when nobody is signed in. Firebase
 * returns the cached token and refreshes it first when it is about to expire.
 */
export async function getIdToken(): Promise<string | null> {
  const user = getClinicAuth().currentUser;
  return user ? user.getIdToken() : null;
}

export async function signOutUser(): Promise<void> {
  clearStoredUserInfo();
  await signOut(getClinicAuth());
  setAuthState(SIGNED_OUT);
}
