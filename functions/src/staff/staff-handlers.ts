import { ownSecondFactorRemovalSchema, staffInvitationSchema, staffUidSchema } from '@shared/schemas/staff';
import { getAdminAuth, requireAdmin, requireSignedInAdmin } from '../auth/verify-request';
import { describeIssue, readJson } from '../core/body';
import { HttpError } from '../core/http-error';
import type { RouteHandler } from '../core/handler';
import { ok, written } from '../core/respond';
import { inviteStaff } from './invite';
import { revokeStaff } from './revoke';
import { recordOwnRemoval, resetSecondFactor } from './second-factor';
import { listStaff } from './staff-directory';
import { appendStaffLog, listStaffLog } from './staff-log';

/** GET /api/staff: the administrators and the newest log entries. */
export const listStaffHandler: RouteHandler = async (ctx) => {
  const caller = await requireAdmin(ctx);
  const [staff, log] = await Promise.all([listStaff(caller.uid), listStaffLog()]);
  return ok({ staff, log }, 'no-store');
};

/** POST /api/staff/invitations {email}: 201 for a new invitation, 200 with a fresh link for a pending one. */
export const inviteStaffHandler: RouteHandler = async (ctx) => {
  const caller = await requireAdmin(ctx);
  const { email } = await readJson(ctx, staffInvitationSchema);
  const { member, reinvited } = await inviteStaff(caller, email);
  return reinvited
    ? written(200, `We have sent ${member.email} a fresh invitation link.`, member)
    : written(201, `We have sent an invitation to ${member.email}.`, member);
};

/** DELETE /api/staff/:uid (?confirm=self to remove oneself). */
export const revokeStaffHandler: RouteHandler = async (ctx) => {
  const caller = await requireAdmin(ctx);
  const uid = ctx.params.uid ?? '';
  await revokeStaff(caller, uid, ctx.query.get('confirm'));
  return written(200, 'Administrator access removed. Their sessions have ended.', { uid });
};

/** POST /api/staff/sign-out-everywhere: revokes the caller's own refresh tokens, this device's included. */
export const signOutEverywhereHandler: RouteHandler = async (ctx) => {
  const caller = await requireSignedInAdmin(ctx);
  const who = caller.email ?? caller.uid;
  await appendStaffLog({ action: 'signed-out-everywhere', actor: who, target: who });
  await (await getAdminAuth()).revokeRefreshTokens(caller.uid);
  return written(200, 'You are signed out on every device, this one included. Sign in again to continue.', null);
};

/** DELETE /api/staff/:uid/second-factor: a colleague's lost phone (never one's own). */
export const resetSecondFactorHandler: RouteHandler = async (ctx) => {
  const caller = await requireAdmin(ctx);
  const parsed = staffUidSchema.safeParse(ctx.params.uid ?? '');
  if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error));
  const { email } = await resetSecondFactor(caller, parsed.data);
  return written(
    200,
    `The second factor of ${email} is removed and their sessions have ended. They set up a phone again at their next sign-in.`,
    { uid: parsed.data },
  );
};

/** POST /api/account/second-factor-removal {}: the entry for one's own phone, just before the browser removes it. */
export const recordOwnRemovalHandler: RouteHandler = async (ctx) => {
  const caller = await requireAdmin(ctx);
  await readJson(ctx, ownSecondFactorRemovalSchema);
  const { recorded } = await recordOwnRemoval(caller);
  return written(200, recorded ? 'Recorded in the staff log.' : 'Already in the staff log.', { recorded });
};
