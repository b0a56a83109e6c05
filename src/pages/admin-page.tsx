import { useLocation } from 'wouter';
import { useDocumentTitle } from '../app/use-document-title';
import { useRobotsNoindex } from '../app/use-robots-noindex';
import { AdminHome } from '../features/admin/components/AdminHome';
import { signOutUser } from '../features/auth/api/firebase-auth';
import { AdminGuard } from '../features/auth/components/AdminGuard';
import { paths } from '../paths';

export function AdminPage() {
  useDocumentTitle('Admin Portal');
  useRobotsNoindex();
  const [, navigate] = useLocation();

  const logOut = async () => {
    await signOutUser();
    navigate(paths.login, { replace: true });
  };

  return <AdminGuard>{(user) => <AdminHome email={user.email} onLogout={logOut} />}</AdminGuard>;
}
