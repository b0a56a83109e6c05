import type { Caller } from '../auth/verify-request';
import { getAdminAuth } from '../auth/verify-request';
import { HttpError } from '../core/http-error';
import { NotFoundError } from '../data/errors';
import { withDeadline } from '../data/firestore';
import { isAdminUser } from './staff-directory';
import { appendStaffLog, logDocument, staffLog } from './staff-log';

export const OWN_FACTOR_HERE =
  'To remove your own phone, use "Remove this phone" under "Your account": it asks for your password first.';

/** How recently the password must have been entered for a removal of one's own phone to be recorded. */
export const OWN_REMOVAL_WINDOW_MS = 15 * 60_000;

const enrolledCount = (user: { multiFactor?: { enrolledFactors: unknown[] } }) =>
  user.multiFactor?.enrolledFactors.length ?? 0;

/**
 * A colleague's lost phone: removes every second factor of their account and ends their sessions, so whoever holds
 * the phone or an open session is out, and their next sign-in asks for the password only. With ADMIN_MFA=required
 * the API then refuses them until they have enrolled a new phone on the Staff screen. The entry is written first,
 * as for every change of the staff log. Not for one's own account: that needs the password again, in the browser.
 */
export async function resetSecondFactor(actor: Caller, uid: string): Promise<{ email: string }> {
  if (uid === actor.uid) throw new HttpError(403, OWN_FACTOR_HERE);
  const auth = await getAdminAuth();
  const user = await auth.getUser(uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  if (!user || !isAdminUser(user)) throw new NotFoundError('No administrator has this id. Reload the Staff screen.');
  const email = user.email ?? uid;
  if (enrolledCount(user) === 0) {
    throw new HttpError(409, `${email} has no second factor to reset. Reload the Staff screen.`);
  }
  await appendStaffLog({ action: 'second-factor-reset', actorUid: actor.uid, targetUid: uid });
  await auth.updateUser(uid, { multiFactor: { enrolledFactors: null } });
  await auth.revokeRefreshTokens(uid);
  return { email };
}

/**
 * The browser removes the caller's own phone with Firebase, which wants the password again (and the texted code
 * while the phone still works); just before, it asks for this entry. Written before the change, like every entry
 * of the staff log, and only when it can be true: the account has a second factor now and the password was entered
 * again within minutes. One entry per sign-in (the document id), so a repeated call adds nothing.
 */
export async function recordOwnRemoval(caller: Caller): Promise<{ recorded: boolean }> {
  if (caller.nowMs - caller.authTime * 1000 > OWN_REMOVAL_WINDOW_MS) {
    throw new HttpError(409, 'Enter your password again first: use "Remove this phone" under "Your account".');
  }
  const user = await (await getAdminAuth()).getUser(caller.uid);
  if (enrolledCount(user) === 0) throw new HttpError(409, 'Your account has no second factor to remove.');
  const { Timestamp } = await import('firebase-admin/firestore');
  const entry = { action: 'second-factor-removed' as const, actorUid: caller.uid, targetUid: caller.uid };
  try {
    await withDeadline((db) =>
      staffLog(db)
        .doc(`second-factor-removed-${caller.uid}-${caller.authTime}`)
        .create(logDocument(entry, Timestamp.now())),
    );
    return { recorded: true };
  } catch (error) {
    // gRPC ALREADY_EXISTS (6) or its REST name: this sign-in's removal is already in the log.
    const code = (error as { code?: unknown }).code;
    if (code === 6 || code === 'already-exists') return { recorded: false };
    throw error;
  }
}
