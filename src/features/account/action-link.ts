/**
 * What an action link asks for. Our mails send `mode=invite|resetPassword&oobCode=…`; Firebase's own reset
 * template (when its action URL points here) sends `mode=resetPassword&oobCode=…&apiKey=…&continueUrl=…&lang=…`.
 * `continueUrl` is read but never followed: a link from a mail must not be able to send anyone elsewhere.
 */
export type ActionLink =
  { kind: 'set-password'; mode: 'invite' | 'resetPassword'; oobCode: string } | { kind: 'unsupported' };

/** Action codes are URL-safe tokens; anything else is not one of ours. */
const OOB_CODE = /^[A-Za-z0-9_-]{1,512}$/;

export function readActionLink(search: string): ActionLink {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  const oobCode = params.get('oobCode') ?? '';
  if ((mode === 'invite' || mode === 'resetPassword') && OOB_CODE.test(oobCode)) {
    return { kind: 'set-password', mode, oobCode };
  }
  return { kind: 'unsupported' };
}

export const NEW_PASSWORD_MAX = 128;

/** Our own check on a new password, before Firebase's (which enforces the project's policy when it has one). */
export function newPasswordProblem(password: string, repeat: string, min: number): string | null {
  if (password.length < min) return `Use at least ${min} characters. A few unrelated words make a strong password.`;
  if (password.length > NEW_PASSWORD_MAX) return `Use at most ${NEW_PASSWORD_MAX} characters.`;
  if (password !== repeat) return 'The two passwords are not the same. Type the new password again in both fields.';
  return null;
}

/** Firebase's answers when confirming the code: the link is spent or stale, or the password is refused. */
export function isDeadLinkError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return code === 'auth/expired-action-code' || code === 'auth/invalid-action-code' || code === 'auth/user-disabled';
}

export function describeSetPasswordError(error: unknown, min: number): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') {
    return `That password is not accepted. Use at least ${min} characters, for example a few unrelated words.`;
  }
  if (code === 'auth/network-request-failed') {
    return 'We could not connect. Check your internet connection and try again.';
  }
  if (code === 'auth/too-many-requests') return 'Too many attempts. Please wait a few minutes, then try again.';
  return 'Your password could not be set. Please try again.';
}
