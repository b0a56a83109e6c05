import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useAdminApi } from '../features/admin/api/admin-api-context';
import { currentEnrolledPhones, enrolPhone } from '../features/auth/api/firebase-auth';
import { describeSignInError } from '../features/auth/api/sign-in-errors';
import { useAuthState } from '../features/auth/use-auth-state';
import { StaffScreen } from '../features/staff/components/StaffScreen';
import type { OwnAccount } from '../features/staff/staff-types';
import { paths } from '../paths';
import { signOutAndForgetDrafts } from './sign-out';

export function AdminStaffPage() {
  const { staff } = useAdminApi();
  const auth = useAuthState();
  const [, navigate] = useLocation();
  const email = auth.status === 'signed-in' ? auth.user.email : '';

  const account = useMemo<OwnAccount>(
    () => ({
      email,
      enrolledPhones: currentEnrolledPhones,
      enrolPhone,
      describeError: describeSignInError,
      signOutEverywhere: async () => {
        await staff.signOutEverywhere();
        await signOutAndForgetDrafts();
        navigate(paths.login, { replace: true });
      },
    }),
    [email, staff, navigate],
  );
  return <StaffScreen api={staff} account={account} />;
}
