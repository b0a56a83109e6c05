import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { DeviceDraftList } from '../features/admin/drafts/DeviceDraftList';
import { authProblemAtom } from '../features/auth/api/auth-problem';
import {
  currentEnrolledPhones,
  enrolPhone,
  reauthenticate,
  removeEnrolledPhones,
} from '../features/auth/api/firebase-auth';
import { describeSignInError, errorCode } from '../features/auth/api/sign-in-errors';
import { useAuthState } from '../features/auth/use-auth-state';
import { createStaffApi } from '../features/staff/api/staff-api';
import { StaffScreen } from '../features/staff/components/StaffScreen';
import type { OwnAccount } from '../features/staff/staff-types';
import { useAdminClient } from '../lib/admin-client-context';
import { appStore } from '../lib/app-store';
import { paths } from '../paths';
import { draftsLeftBy, signOutAndForgetDrafts } from './sign-out';

/** The staff log refused the entry, so the phone stays: said as it is, not as a sign-in problem. */
class RemovalNotRecorded extends Error {}

export function AdminStaffPage() {
  const client = useAdminClient();
  const staff = useMemo(() => createStaffApi(client), [client]);
  const auth = useAuthState();
  const [, navigate] = useLocation();
  const email = auth.status === 'signed-in' ? auth.user.email : '';
  const uid = auth.user?.uid ?? '';

  const account = useMemo<OwnAccount>(
    () => ({
      email,
      enrolledPhones: currentEnrolledPhones,
      enrolPhone: async (phone) => {
        try {
          return await enrolPhone(phone);
        } catch (error) {
          // Firebase wants a recent sign-in before adding a factor: the session prompt asks for the password in
          // place, and the form keeps the number for a second try.
          if (errorCode(error) === 'auth/requires-recent-login') appStore.set(authProblemAtom, 'reauth-required');
          throw error;
        }
      },
      removePhones: async (password) => {
        const finish = async () => {
          // The entry first, as for every change in the staff log: no removal through the portal goes unrecorded.
          await staff.recordOwnPhoneRemoval().catch((error: unknown) => {
            const why = error instanceof Error ? error.message : '';
            throw new RemovalNotRecorded(
              `Your phone is still set up: the staff log could not record the removal. ${why}`,
            );
          });
          await removeEnrolledPhones();
        };
        const challenge = await reauthenticate(password);
        if (!challenge) {
          await finish();
          return null;
        }
        return {
          phone: challenge.phone,
          confirm: async (code) => {
            await challenge.confirm(code);
            await finish();
          },
        };
      },
      describeError: (error) => (error instanceof RemovalNotRecorded ? error.message : describeSignInError(error)),
      signOutEverywhere: async () => {
        await staff.signOutEverywhere();
        await signOutAndForgetDrafts(uid);
        navigate(paths.login, { replace: true });
      },
      unsavedDrafts: () => {
        const drafts = draftsLeftBy(uid);
        return drafts.length > 0 ? <DeviceDraftList drafts={drafts} /> : null;
      },
    }),
    [email, uid, staff, navigate],
  );
  return <StaffScreen api={staff} account={account} />;
}
