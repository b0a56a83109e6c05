import type { UserRecord } from 'firebase-admin/auth';
import type { StaffMember } from '@shared/schemas/staff';
import { getAdminAuth } from '../auth/verify-request';

/**
 * The administrators are the accounts with the isAdmin claim; Firebase Authentication is the only record of them
 * (no copy in Firestore to drift). Public sign-up is disabled (docs/operations.md), so the accounts are the
 * clinic's staff and a few former staff: listing them all, 1000 a page, stays cheap.
 */
export async function listAdminUsers(): Promise<UserRecord[]> {
  const auth = await getAdminAuth();
  const admins: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    admins.push(...page.users.filter(isAdminUser));
    pageToken = page.pageToken;
  } while (pageToken);
  return admins;
}

export const isAdminUser = (user: UserRecord): boolean => user.customClaims?.isAdmin === true;

/** An administrator who can use the claim: verified address (proved by the invitation link), not disabled. */
export const isActiveAdmin = (user: UserRecord): boolean => isAdminUser(user) && user.emailVerified && !user.disabled;

export function toStaffMember(user: UserRecord, callerUid: string): StaffMember {
  // The Auth emulator stamps a new account's last sign-in with its creation time; production leaves it empty.
  const { lastSignInTime, creationTime } = user.metadata;
  const lastSignIn = lastSignInTime && lastSignInTime !== creationTime ? new Date(lastSignInTime) : null;
  return {
    uid: user.uid,
    email: user.email ?? '',
    state: user.emailVerified ? 'active' : 'invited',
    lastSignInAt: lastSignIn && !Number.isNaN(lastSignIn.getTime()) ? lastSignIn.toISOString() : null,
    secondFactor: (user.multiFactor?.enrolledFactors.length ?? 0) > 0,
    isYou: user.uid === callerUid,
  };
}

/** Sorted by address, so the list does not jump around between visits. */
export async function listStaff(callerUid: string): Promise<StaffMember[]> {
  const admins = await listAdminUsers();
  return admins.map((user) => toStaffMember(user, callerUid)).sort((a, b) => a.email.localeCompare(b.email));
}
