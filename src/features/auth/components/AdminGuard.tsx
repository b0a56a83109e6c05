import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { paths } from '../../../paths';
import type { UserInfo } from '../api/user-info';
import { useAuthState } from '../use-auth-state';

type AdminGuardProps = {
  /** Rendered only for a user whose fresh ID token carries the admin claim. */
  children: (user: UserInfo) => ReactNode;
};

export function AdminGuard({ children }: AdminGuardProps) {
  const auth = useAuthState();

  // The localStorage hint is ignored here: access waits for Firebase's verified answer.
  if (auth.status === 'loading') return <LoadingStatus label="Checking your sign-in…" />;
  if (auth.status === 'signed-out' || !auth.user.isAdmin) return <Redirect to={paths.login} replace />;
  return children(auth.user);
}
