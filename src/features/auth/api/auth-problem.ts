import { atom } from 'jotai';

/**
 * Why the API refused the signed-in admin, as far as the session is concerned (the error answer's `code`):
 * - 'reauth-required': the sign-in is older than 12 hours; the password (and code) again keeps the page as it is.
 * - 'second-factor-required': administrators must sign in with a texted code (ADMIN_MFA=required).
 * - 'session-ended': any other 401: access removed, or signed out everywhere.
 */
export type AuthProblem = 'reauth-required' | 'second-factor-required' | 'session-ended';

export const authProblemAtom = atom<AuthProblem | null>(null);

/** The problem a refused API call means for the session, or null when it is about something else. */
export function authProblemOf(error: { httpStatus: number | null; code: string | null }): AuthProblem | null {
  if (error.httpStatus === 401) return error.code === 'reauth-required' ? 'reauth-required' : 'session-ended';
  if (error.httpStatus === 403 && error.code === 'second-factor-required') return 'second-factor-required';
  return null;
}
