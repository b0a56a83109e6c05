import { useState } from 'react';
import { useLocation } from 'wouter';
import { AdminHome } from '../features/admin/components/AdminHome';
import type { DeviceDraft } from '../features/admin/drafts/draft-store';
import { SignOutDraftsPrompt } from '../features/admin/drafts/SignOutDraftsPrompt';
import { useAuthState } from '../features/auth/use-auth-state';
import { paths } from '../paths';
import { draftsLeftBy, signOutAndForgetDrafts } from './sign-out';

export function AdminPage() {
  const auth = useAuthState();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState<DeviceDraft[] | null>(null);
  const uid = auth.user?.uid ?? '';

  const signOut = async () => {
    await signOutAndForgetDrafts(uid);
    navigate(paths.login, { replace: true });
  };

  // Unsaved drafts are named first, each with a way to open it; without any, Log out goes straight through.
  const logOut = async () => {
    const drafts = draftsLeftBy(uid);
    if (drafts.length > 0) setAsking(drafts);
    else await signOut();
  };

  // The admin layout's guard renders this screen only for a signed-in admin.
  return (
    <>
      <AdminHome email={auth.status === 'signed-in' ? auth.user.email : ''} onLogout={logOut} />
      <SignOutDraftsPrompt drafts={asking} onDiscard={signOut} onCancel={() => setAsking(null)} />
    </>
  );
}
