import { logger } from 'firebase-functions/logger';
import type { RequestContext } from '../core/context';
import { HttpError, ServiceUnavailableError } from '../core/http-error';
import { assertAdminSession } from './admin-session';
import type { Caller } from './caller';
import { sessionClock } from './clock';

export type { Caller } from './caller';

let authModule: Promise<typeof import('firebase-admin/auth')> | undefined;

/** The Admin SDK's Auth loads on first use, like Firestore, to keep cold starts short. */
export async function getAdminAuth() {
  authModule ??= import('firebase-admin/auth');
  const [{ getAuth }, { getApps, initializeApp }] = await Promise.all([authModule, import('firebase-admin/app')]);
  return getAuth(getApps()[0] ?? initializeApp());
}

function bearerToken(ctx: RequestContext): string | null {
  const header = ctx.req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'Send the sign-in token as "Authorization: Bearer <token>".');
  return match[1] as string;
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Verifies the ID token, then checks it against the account as it is now: disabled, signed out everywhere
 * (revoked), or an isAdmin claim since removed. The Admin SDK's own revocation check (`checkRevoked`) reads the
 * same account record but compares in whole seconds, so a token from the very second of a revocation passes it;
 * a removed claim is exact, so a revoked administrator's next call is refused whatever the second.
 * Null when the request carries no token at all.
 */
export async function identifyCaller(ctx: RequestContext): Promise<Caller | null> {
  const token = bearerToken(ctx);
  if (token === null) return null;
  const auth = await getAdminAuth();
  let decoded: Awaited<ReturnType<typeof auth.verifyIdToken>>;
  try {
    decoded = await auth.verifyIdToken(token);
  } catch (error) {
    logger.warn('Rejected an ID token', { code: (error as { code?: string }).code ?? 'unknown' });
    throw new HttpError(401, 'Your sign-in token is not valid or has expired. Please sign in again.');
  }
  const [user, clock] = await Promise.all([
    auth.getUser(decoded.uid).catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') throw new HttpError(401, SESSION_ENDED);
      logger.error('Could not read the signed-in account', { code: error.code ?? 'unknown' });
      throw new ServiceUnavailableError('Sign-in checks are unavailable right now. Please try again in a moment.');
    }),
    // Beside the account read, not after it: the demo overrides' read (demo projects only) adds no wait.
    sessionClock(decoded.uid),
  ]);
  const validSinceMs = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  const claimRemoved = decoded.isAdmin === true && user.customClaims?.isAdmin !== true;
  if (user.disabled || decoded.auth_time * 1000 < validSinceMs || claimRemoved) {
    logger.warn('Rejected an ID token', { code: 'session-ended' });
    throw new HttpError(401, SESSION_ENDED);
  }
  return {
    uid: decoded.uid,
    isAdmin: decoded.isAdmin === true,
    ...(typeof decoded.email === 'string' ? { email: decoded.email } : {}),
    emailVerified: decoded.email_verified === true,
    authTime: decoded.auth_time,
    secondFactor: typeof decoded.firebase.sign_in_second_factor === 'string',
    nowMs: clock.nowMs,
    ...(clock.secondFactorRequired ? { demoSecondFactorRequired: true } : {}),
  };
}

/** A caller with the isAdmin claim, before the session checks: 401 without a token, 403 without the claim. */
async function requireAdminClaim(ctx: RequestContext): Promise<Caller> {
  const caller = await identifyCaller(ctx);
  if (!caller) throw new HttpError(401, 'Sign in as an administrator to do this.');
  if (!caller.isAdmin) throw new HttpError(403, 'Your account does not have administrator access.');
  return caller;
}

/**
 * Every admin call: 401 without a valid token, 403 without the isAdmin claim, then the session checks of
 * decision 0017 (verified address, auth_time within 12 hours, second factor when ADMIN_MFA=required).
 */
export async function requireAdmin(ctx: RequestContext): Promise<Caller> {
  const caller = await requireAdminClaim(ctx);
  assertAdminSession(caller);
  return caller;
}

/**
 * Ending one's own sessions must work whenever the account can sign in at all (an old session, no second factor
 * yet): the isAdmin claim is enough.
 */
export const requireSignedInAdmin = requireAdminClaim;

/**
 * Reads: admins also see drafts; anyone else, or a non-admin token, sees published content only. A token with
 * the claim gets the admin checks, so the portal hears "sign in again" rather than silently losing its drafts.
 */
export async function isAdminRead(ctx: RequestContext): Promise<boolean> {
  if (!ctx.req.headers.authorization) return false;
  const caller = await identifyCaller(ctx);
  if (!caller?.isAdmin) return false;
  assertAdminSession(caller);
  return true;
}
