import { ADMIN_MESSAGES, type AdminClient, type Saved } from '../../../lib/admin-client';
import { ApiRequestError } from '../../../lib/api-client';
import { API_PATHS, apiPath } from '@shared/api-paths';
import { staffOverviewSchema, type StaffMember, type StaffOverview } from '@shared/schemas/staff';

/** Administrators: the list and the log, invitations, revocation, second factors, signing out everywhere. */
export function createStaffApi({ read, post, remove }: AdminClient) {
  return {
    overview: async (signal?: AbortSignal): Promise<StaffOverview> => {
      const parsed = staffOverviewSchema.safeParse(await read<unknown>(API_PATHS.staff, signal));
      if (!parsed.success) throw new ApiRequestError(ADMIN_MESSAGES.malformed, 'malformed', 200);
      return parsed.data;
    },
    invite: (email: string): Promise<Saved<StaffMember>> => post(API_PATHS.staffInvitations, { email }),
    /** Removing oneself needs `self` (the server asks for `?confirm=self`, so a slip of the hand cannot do it). */
    revoke: (uid: string, { self = false } = {}): Promise<Saved<unknown>> =>
      remove(apiPath(API_PATHS.staffMember, { uid }) + (self ? '?confirm=self' : '')),
    signOutEverywhere: (): Promise<Saved<unknown>> => post(API_PATHS.staffSignOutEverywhere, {}),
    /** A colleague's lost phone: their second factors go, and their sessions end. */
    resetSecondFactor: (uid: string): Promise<Saved<unknown>> => remove(apiPath(API_PATHS.staffSecondFactor, { uid })),
    /** Just before the browser removes the admin's own phone: the staff log entry. */
    recordOwnPhoneRemoval: (): Promise<Saved<unknown>> => post(API_PATHS.ownSecondFactorRemoval, {}),
  };
}
