/**
 * Firebase web options from the build environment. Without a real project id the app runs in
 * demo mode against the Auth emulator, so a fresh checkout works with no credentials at all.
 *
 * Structurally the same as `FirebaseOptions`; declared here so that only the auth feature
 * depends on the Firebase SDK.
 */
export type FirebaseWebOptions = {
  apiKey: string;
  projectId: string;
  authDomain?: string;
  appId?: string;
  storageBucket?: string;
};

export type FirebaseClientConfig = {
  options: FirebaseWebOptions;
  /** Set only in demo mode; production never talks to an emulator. */
  authEmulatorUrl: string | null;
};

export type FirebaseEnv = Partial<
  Record<
    | 'VITE_FIREBASE_API_KEY'
    | 'VITE_FIREBASE_AUTH_DOMAIN'
    | 'VITE_FIREBASE_PROJECT_ID'
    | 'VITE_FIREBASE_APP_ID'
    | 'VITE_FIREBASE_STORAGE_BUCKET'
    | 'VITE_AUTH_EMULATOR_URL',
    string
  >
>;

export const DEMO_PROJECT_ID = 'demo-clinic';
const DEMO_API_KEY = 'demo-api-key';
const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

/** An empty variable in a .env file means "unset", not "the empty string". */
const read = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function resolveFirebaseConfig(env: FirebaseEnv): FirebaseClientConfig {
  const projectId = read(env.VITE_FIREBASE_PROJECT_ID);
  // Firebase reserves `demo-*` ids for emulator-only projects, so they can never reach production.
  const isDemo = projectId === undefined || projectId.startsWith('demo-');
  if (isDemo) {
    return {
      options: { apiKey: DEMO_API_KEY, projectId: projectId ?? DEMO_PROJECT_ID },
      authEmulatorUrl: read(env.VITE_AUTH_EMULATOR_URL) ?? DEFAULT_AUTH_EMULATOR_URL,
    };
  }
  return {
    options: {
      apiKey: read(env.VITE_FIREBASE_API_KEY) ?? '',
      projectId,
      authDomain: read(env.VITE_FIREBASE_AUTH_DOMAIN),
      appId: read(env.VITE_FIREBASE_APP_ID),
      storageBucket: read(env.VITE_FIREBASE_STORAGE_BUCKET),
    },
    authEmulatorUrl: null,
  };
}

export const FIREBASE_CONFIG: FirebaseClientConfig = resolveFirebaseConfig(import.meta.env);
