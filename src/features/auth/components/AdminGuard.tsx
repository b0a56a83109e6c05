import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LoadingStatus } from '../../../components/LoadingStatus';
import type { UserInfo } from '../api/user-info';
import { loginReturningTo } from '../return-path';
import { useAuthState } from '../use-auth-state';

type AdminGuardProps = {
  /** Rendered only for a user whose fresh ID token carries the admin claim. */
  children: (user: UserInfo) => ReactNode;
};

export function AdminGuard({ children }: AdminGuardProps) {
  const auth = useAuthState();
  const [location] = useLocation();
  const search = useSearch();

  // The localStorage hint is ignored here: access waits for Firebase's verified answer.
  if (auth.status === 'loading') return <LoadingStatus label="Checking your sign-in…" />;
  // The address is remembered, so that the admin comes back to it (with photos shared while signed out waiting).
  if (auth.status === 'signed-out' || !auth.user.isAdmin) {
    return <Redirect to={loginReturningTo(search ? `${location}?${search}` : location)} replace />;
  }
  return children(auth.user);
}
