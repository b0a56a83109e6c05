import { logger } from 'firebase-functions/logger';
import type { RequestContext } from '../core/context';
import { HttpError } from '../core/http-error';

/** `email` is kept only to say who changed a record (revision history, trash); it is never logged. */
export type Caller = { uid: string; isAdmin: boolean; email?: string };

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

/** Verifies the ID token, revocation included. Null when the request carries no token at all. */
export async function identifyCaller(ctx: RequestContext): Promise<Caller | null> {
  const token = bearerToken(ctx);
  if (token === null) return null;
  try {
    const decoded = await (await getAdminAuth()).verifyIdToken(token, true);
    return {
      uid: decoded.uid,
      isAdmin: decoded.isAdmin === true,
      ...(typeof decoded.email === 'string' ? { email: decoded.email } : {}),
    };
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown';
    logger.warn('Rejected an ID token', { code });
    if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled') {
      throw new HttpError(401, 'Your session has ended. Please sign in again.');
    }
    throw new HttpError(401, 'Your sign-in token is not valid or has expired. Please sign in again.');
  }
}

/** Every write: 401 without a valid token, 403 for a signed-in user without the isAdmin claim. */
export async function requireAdmin(ctx: RequestContext): Promise<Caller> {
  const caller = await identifyCaller(ctx);
  if (!caller) throw new HttpError(401, 'Sign in as an administrator to do this.');
  if (!caller.isAdmin) throw new HttpError(403, 'Your account does not have administrator access.');
  return caller;
}

/** Reads: admins also see drafts; anyone else, or a non-admin token, sees published content only. */
export async function isAdminRead(ctx: RequestContext): Promise<boolean> {
  if (!ctx.req.headers.authorization) return false;
  return (await identifyCaller(ctx))?.isAdmin === true;
}
