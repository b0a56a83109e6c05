import { logger } from 'firebase-functions/logger';
import { getAdminAuth } from '../auth/verify-request';
import { HttpError, ServiceUnavailableError } from '../core/http-error';
import { WEB_API_KEY } from '../core/params';
import { platformEnv } from '../core/platform-env';
import { withSourceStack } from '../core/source-stack';

export type LoginAnswer = { token: string; isAdmin: boolean; email: string; uid: string; expiresIn: number };

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';
// Identity Toolkit errors that mean "these credentials do not sign anyone in": one answer for all of them,
// so the API does not reveal which emails have accounts, nor which accounts are disabled.
const CREDENTIAL_ERRORS = new Set([
  'INVALID_LOGIN_CREDENTIALS',
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_EMAIL',
  'USER_DISABLED',
]);

function identityToolkitUrl(): string {
  const emulator = platformEnv().FIREBASE_AUTH_EMULATOR_HOST;
  // The emulator accepts any key; production needs the project's Web API key (a public identifier).
  const key = emulator ? 'emulator' : WEB_API_KEY.value();
  if (!key) throw new ServiceUnavailableError('Sign-in is not configured on the server (WEB_API_KEY is missing).');
  const origin = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${origin}/v1/accounts:signInWithPassword?key=${encodeURIComponent(key)}`;
}

/** POST /api/users/login: email/password sign-in through the Identity Toolkit API (the Auth emulator locally). */
export async function signInWithPassword(email: string, password: string): Promise<LoginAnswer> {
  let res: Response;
  try {
    res = await fetch(identityToolkitUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(8000),
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    logger.error('Identity Toolkit unreachable', withSourceStack(error));
    throw new ServiceUnavailableError('Sign-in is unavailable right now. Please try again in a moment.');
  }
  const body = (await res.json().catch(() => ({}))) as {
    idToken?: string;
    localId?: string;
    email?: string;
    expiresIn?: string;
    mfaPendingCredential?: string;
    error?: { message?: string };
  };
  // The password was right but the account has a second factor: this endpoint has no code step.
  if (res.ok && body.mfaPendingCredential) {
    throw new HttpError(
      403,
      "This account signs in with a second factor. Sign in on the admin portal's sign-in page, which asks for the code.",
      {},
      'second-factor-required',
    );
  }
  if (!res.ok || !body.idToken) {
    const reason = (body.error?.message ?? '').split(' ')[0] ?? '';
    if (CREDENTIAL_ERRORS.has(reason)) throw new HttpError(401, WRONG_CREDENTIALS);
    if (reason.startsWith('TOO_MANY_ATTEMPTS')) {
      throw new HttpError(429, 'Too many sign-in attempts. Please wait a few minutes.', { 'Retry-After': '300' });
    }
    logger.warn('Identity Toolkit refused a sign-in', { reason, status: res.status });
    throw new ServiceUnavailableError('Sign-in is unavailable right now. Please try again in a moment.');
  }
  const decoded = await (await getAdminAuth()).verifyIdToken(body.idToken);
  return {
    token: body.idToken,
    isAdmin: decoded.isAdmin === true,
    email: body.email ?? email,
    uid: decoded.uid,
    expiresIn: Number(body.expiresIn ?? 3600),
  };
}
