import { randomBytes } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import type { StaffMember } from '@shared/schemas/staff';
import { accountActionLink, invitationMail } from '../mail/account-mail';
import { getAdminAuth, type Caller } from '../auth/verify-request';
import { HttpError } from '../core/http-error';
import { withDeadline } from '../data/firestore';
import { mailDocument, mailExpiry, newMailRef } from '../mail/mail-queue';
import { isAdminUser, toStaffMember } from './staff-directory';
import { logDocument, staffLog } from './staff-log';

/** Nobody ever learns it: the invitee chooses their own password through the link. */
const unusablePassword = () => randomBytes(32).toString('base64url');

export type InviteResult = { member: StaffMember; reinvited: boolean };

async function findOrCreateUser(email: string): Promise<UserRecord> {
  const auth = await getAdminAuth();
  const existing = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    // A few addresses pass our schema but not Firebase's own check.
    if (error.code === 'auth/invalid-email') {
      throw new HttpError(
        400,
        'email: Firebase Authentication does not accept this address. Check it for typing errors.',
      );
    }
    throw error;
  });
  if (existing) return existing;
  return auth.createUser({ email, password: unusablePassword(), emailVerified: false }).catch(async (error) => {
    // Another request (a retry) created it in between.
    if ((error as { code?: string }).code === 'auth/email-already-exists') return auth.getUserByEmail(email);
    throw error;
  });
}

/**
 * Invites an address: creates the account if needed, queues the mail with its log entry, and only then
 * sets the claim, so there is never a claim without a sent invitation and a failed attempt can simply be retried.
 * An account someone registered for the address without proving it loses its password and sessions: only the
 * mailbox's owner, through the link, gets in. A pending invitee gets a fresh link.
 */
export async function inviteStaff(actor: Caller, rawEmail: string): Promise<InviteResult> {
  const email = rawEmail.toLowerCase();
  const auth = await getAdminAuth();
  const user = await findOrCreateUser(email);
  const claimed = isAdminUser(user);
  if (claimed && user.emailVerified) throw new HttpError(409, `${email} is already an administrator.`);
  if (user.disabled) {
    throw new HttpError(409, 'This account is disabled in Firebase Authentication: a developer must enable it first.');
  }
  if (!user.emailVerified) {
    await auth.updateUser(user.uid, { password: unusablePassword() });
    await auth.revokeRefreshTokens(user.uid);
  }

  const link = await accountActionLink(email, 'invite');
  const { Timestamp } = await import('firebase-admin/firestore');
  const now = Timestamp.now();
  const expiresAt = await mailExpiry(now);
  const action = claimed ? 're-invited' : 'invited';
  await withDeadline(async (db) => {
    const batch = db.batch();
    batch.set(newMailRef(db), mailDocument(invitationMail(email, link), now, expiresAt));
    batch.set(staffLog(db).doc(), logDocument({ action, actor: actor.email ?? actor.uid, target: email }, now));
    await batch.commit();
  });
  if (!claimed) await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), isAdmin: true });
  return { member: toStaffMember(await auth.getUser(user.uid), actor.uid), reinvited: claimed };
}
