import { useLocation } from 'wouter';
import { AdminHome } from '../features/admin/components/AdminHome';
import { useAuthState } from '../features/auth/use-auth-state';
import { paths } from '../paths';
import { signOutAndForgetDrafts } from './sign-out';

export function AdminPage() {
  const auth = useAuthState();
  const [, navigate] = useLocation();

  const logOut = async () => {
    await signOutAndForgetDrafts(auth.user?.uid ?? '');
    navigate(paths.login, { replace: true });
  };

  // The admin layout's guard renders this screen only for a signed-in admin.
  return <AdminHome email={auth.status === 'signed-in' ? auth.user.email : ''} onLogout={logOut} />;
}
