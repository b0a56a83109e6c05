export const SIGN_IN_MESSAGES = {
  badCredentials: 'The email or password is incorrect.',
  rateLimited: 'Too many sign-in attempts. Please wait a few minutes, then try again.',
  offline: 'We could not connect. Check your internet connection and try again.',
  generic: 'Sign-in failed. Please try again.',
} as const;

// Firebase reports an unknown email and a wrong password alike on purpose; so do we.
const MESSAGE_BY_CODE: Record<string, string> = {
  'auth/invalid-credential': SIGN_IN_MESSAGES.badCredentials,
  'auth/wrong-password': SIGN_IN_MESSAGES.badCredentials,
  'auth/user-not-found': SIGN_IN_MESSAGES.badCredentials,
  'auth/invalid-email': SIGN_IN_MESSAGES.badCredentials,
  'auth/too-many-requests': SIGN_IN_MESSAGES.rateLimited,
  'auth/network-request-failed': SIGN_IN_MESSAGES.offline,
};

/** Turns a sign-in failure into a sentence for the person at the keyboard; raw codes are not shown. */
export function describeSignInError(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : null;
  return (code && MESSAGE_BY_CODE[code]) ?? SIGN_IN_MESSAGES.generic;
}
