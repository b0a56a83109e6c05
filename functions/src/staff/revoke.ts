import type { Caller } from '../auth/verify-request';
import { getAdminAuth } from '../auth/verify-request';
import { HttpError } from '../core/http-error';
import { NotFoundError } from '../data/errors';
import { withLease } from '../data/lease';
import { isActiveAdmin, isAdminUser, listAdminUsers } from './staff-directory';
import { appendStaffLog } from './staff-log';

export const CONFIRM_SELF = 'self';

/**
 * Removes the claim and revokes the refresh tokens: the revoked administrator's next call gets 401
 * (auth/verify-request.ts refuses a token whose claim is gone). One revocation at a time across instances (a
 * lease), so two administrators removing each other cannot both succeed and leave nobody.
 */
export async function revokeStaff(actor: Caller, uid: string, confirm: string | null): Promise<void> {
  if (uid === actor.uid && confirm !== CONFIRM_SELF) {
    throw new HttpError(
      400,
      'You are about to remove your own administrator access. Confirm to go ahead: you will be signed out.',
    );
  }
  const auth = await getAdminAuth();
  await withLease('staff:revoke', async () => {
    const user = await auth.getUser(uid).catch(() => null);
    if (!user || !isAdminUser(user)) throw new NotFoundError('No administrator has this id. Reload the Staff screen.');
    if (isActiveAdmin(user)) {
      const others = (await listAdminUsers()).filter((admin) => admin.uid !== uid && isActiveAdmin(admin));
      if (others.length === 0) {
        throw new HttpError(
          409,
          'This is the last administrator. Invite another one and wait until they have set their password first.',
        );
      }
    }
    await appendStaffLog({ action: 'revoked', actor: actor.email ?? actor.uid, target: user.email ?? uid });
    const claims = { ...(user.customClaims ?? {}) };
    delete claims.isAdmin;
    await auth.setCustomUserClaims(uid, claims);
    await auth.revokeRefreshTokens(uid);
  });
}
