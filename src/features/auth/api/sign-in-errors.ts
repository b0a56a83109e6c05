export const SIGN_IN_MESSAGES = {
  badCredentials: 'The email or password is incorrect.',
  rateLimited: 'Too many sign-in attempts. Please wait a few minutes, then try again.',
  offline: 'We could not connect. Check your internet connection and try again.',
  generic: 'Sign-in failed. Please try again.',
  wrongCode: 'That code is not right. Check the text message and type the 6 digits again.',
  expiredCode: 'That code has expired. Start again to get a new code.',
  badPhone: 'Enter the mobile number with its country code, for example +1 416 555 0123.',
  recentSignInNeeded: 'For your security, enter your password again first, then try once more.',
  unverifiedEmail: 'Your email address is not confirmed yet. Open the link in your invitation mail first.',
  phoneInUse: 'That phone number is already set up as a second factor.',
  weakPassword: 'Choose a longer password: at least 12 characters. A few unrelated words work well.',
  signedOut: 'Your session has ended. Sign in again.',
  noSmsFactor: 'This account uses a kind of second factor the portal cannot ask for. Contact another administrator.',
} as const;

// Firebase reports an unknown email and a wrong password alike on purpose; so do we.
const MESSAGE_BY_CODE: Record<string, string> = {
  'auth/invalid-credential': SIGN_IN_MESSAGES.badCredentials,
  'auth/wrong-password': SIGN_IN_MESSAGES.badCredentials,
  'auth/user-not-found': SIGN_IN_MESSAGES.badCredentials,
  'auth/invalid-email': SIGN_IN_MESSAGES.badCredentials,
  'auth/too-many-requests': SIGN_IN_MESSAGES.rateLimited,
  'auth/network-request-failed': SIGN_IN_MESSAGES.offline,
  'auth/invalid-verification-code': SIGN_IN_MESSAGES.wrongCode,
  'auth/missing-code': SIGN_IN_MESSAGES.wrongCode,
  'auth/code-expired': SIGN_IN_MESSAGES.expiredCode,
  'auth/invalid-phone-number': SIGN_IN_MESSAGES.badPhone,
  'auth/missing-phone-number': SIGN_IN_MESSAGES.badPhone,
  'auth/requires-recent-login': SIGN_IN_MESSAGES.recentSignInNeeded,
  'auth/unverified-email': SIGN_IN_MESSAGES.unverifiedEmail,
  'auth/second-factor-already-in-use': SIGN_IN_MESSAGES.phoneInUse,
  'auth/weak-password': SIGN_IN_MESSAGES.weakPassword,
  'auth/password-does-not-meet-requirements': SIGN_IN_MESSAGES.weakPassword,
  'auth/user-token-expired': SIGN_IN_MESSAGES.signedOut,
  'auth/user-disabled': SIGN_IN_MESSAGES.badCredentials,
  'clinic/no-sms-factor': SIGN_IN_MESSAGES.noSmsFactor,
};

/** The `code` of a Firebase-style error, or null. */
export function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null;
}

/** Turns a sign-in failure into a sentence for the person at the keyboard; raw codes are not shown. */
export function describeSignInError(error: unknown): string {
  const code = errorCode(error);
  return (code && MESSAGE_BY_CODE[code]) ?? SIGN_IN_MESSAGES.generic;
}
