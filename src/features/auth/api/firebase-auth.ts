import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  EmailAuthProvider,
  getIdTokenResult,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { FIREBASE_CONFIG } from '../../../config/firebase-config';
import { appStore } from '../../../lib/app-store';
import { SIGNED_OUT, authStateAtom, type AuthState } from './auth-state-store';
import {
  enrolledPhones,
  isSecondFactorRequired,
  startPhoneEnrolment,
  startSecondFactorSignIn,
  unenrolPhones,
  type CodeChallenge,
} from './second-factor';
import { clearStoredUserInfo, type UserInfo } from './user-info';

export type { CodeChallenge };

/** A sign-in either finished, or waits for the code Firebase sent to the account's phone. */
export type SignInOutcome = { kind: 'signed-in'; user: UserInfo } | { kind: 'code'; challenge: CodeChallenge };

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

async function publishSignIn(user: User): Promise<UserInfo> {
  const info = await readUserInfo(user);
  // Publish now rather than wait for the listener, so the next screen already sees the user.
  setAuthState({ status: 'signed-in', user: info });
  return info;
}

export async function signInAdmin(email: string, password: string): Promise<SignInOutcome> {
  startAuthListener();
  const auth = getClinicAuth();
  try {
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    return { kind: 'signed-in', user: await publishSignIn(user) };
  } catch (error) {
    if (!isSecondFactorRequired(error)) throw error;
    const challenge = await startSecondFactorSignIn(auth, error, async ({ user }) => {
      await publishSignIn(user);
    });
    return { kind: 'code', challenge };
  }
}

/**
 * Asks Firebase to confirm the signed-in person again (the API wants a sign-in less than 12 hours old), without
 * leaving the page: what is on screen stays. Null when done; a code step when the account has a second factor.
 */
export async function reauthenticate(password: string): Promise<CodeChallenge | null> {
  const auth = getClinicAuth();
  const user = auth.currentUser;
  if (!user?.email) throw Object.assign(new Error('Signed out'), { code: 'auth/user-token-expired' });
  const refresh = async (fresh: User) => {
    // A fresh ID token carries the new auth_time (and the second factor) before the next API call.
    await fresh.getIdToken(true);
    await publishSignIn(fresh);
  };
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    await refresh(user);
    return null;
  } catch (error) {
    if (!isSecondFactorRequired(error)) throw error;
    return startSecondFactorSignIn(auth, error, ({ user: fresh }) => refresh(fresh));
  }
}

/** The signed-in user's SMS second factors (masked numbers), read from the SDK's current user. */
export function currentEnrolledPhones(): string[] {
  return enrolledPhones(getClinicAuth().currentUser);
}

/** Starts enrolling an SMS second factor for the signed-in user: the code goes to `phoneNumber`. */
export function enrolPhone(phoneNumber: string): Promise<CodeChallenge> {
  return startPhoneEnrolment(getClinicAuth(), phoneNumber);
}

/** Removes the signed-in user's SMS second factors (after `reauthenticate`, which Firebase requires first). */
export function removeEnrolledPhones(): Promise<void> {
  return unenrolPhones(getClinicAuth());
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
