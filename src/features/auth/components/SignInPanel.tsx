import { Redirect, useSearch } from 'wouter';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { requestPasswordReset } from '../api/account-actions';
import { signInAdmin, signOutUser } from '../api/firebase-auth';
import { returnPathAfterSignIn } from '../return-path';
import { useAuthState } from '../use-auth-state';
import { NonAdminNotice } from './NonAdminNotice';
import { SignInFlow } from './SignInFlow';

/** The /login screen: the form, or where to go when a session already exists. */
export function SignInPanel() {
  const auth = useAuthState();
  const search = useSearch();

  if (auth.status === 'loading') return <LoadingStatus label="Checking your sign-in…" />;
  // Only admins move on; anyone else would be sent straight back by the admin guard.
  if (auth.status === 'signed-in' && auth.user.isAdmin) return <Redirect to={returnPathAfterSignIn(search)} replace />;
  if (auth.status === 'signed-in') return <NonAdminNotice email={auth.user.email} onSignOut={signOutUser} />;
  return <SignInFlow signIn={signInAdmin} requestPasswordReset={requestPasswordReset} />;
}
