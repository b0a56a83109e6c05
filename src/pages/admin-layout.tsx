import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ADMIN_HOME, adminScreenAt } from '../features/admin/admin-screens';
import { AdminHead } from '../features/admin/components/AdminHead';
import { AdminSection } from '../features/admin/components/AdminSection';
import { DraftOwnerProvider } from '../features/admin/drafts/draft-owner';
import { authProblemAtom, authProblemOf } from '../features/auth/api/auth-problem';
import { getIdToken } from '../features/auth/api/firebase-auth';
import { AdminGuard } from '../features/auth/components/AdminGuard';
import { SessionPromptHost } from '../features/auth/components/SessionPromptHost';
import { createAdminClient } from '../lib/admin-client';
import { AdminClientProvider } from '../lib/admin-client-context';
import { appStore } from '../lib/app-store';

const client = createAdminClient({
  getToken: getIdToken,
  // A refused session (sign-in too old, no second factor, access removed) is the layout's to explain; the screen
  // that made the call keeps what was typed and shows the server's sentence.
  onRefused: (error) => {
    const problem = authProblemOf(error);
    if (problem) appStore.set(authProblemAtom, problem);
  },
});

/**
 * The frame of every admin screen, applied once for all of them: the screen's title, `noindex`, the admin guard
 * (which waits for Firebase's verified answer and sends anyone else to sign in), the API client with the admin's token,
 * and the heading with a way back. An address under /admin that is no screen gets the not-found page's own head.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const screen = adminScreenAt(location);
  return (
    <>
      {screen && <AdminHead screen={screen} />}
      <AdminGuard>
        {(user) => (
          <AdminClientProvider client={client}>
            <DraftOwnerProvider owner={user.uid}>
              {screen && screen !== ADMIN_HOME ? (
                <AdminSection title={screen.title}>{children}</AdminSection>
              ) : (
                children
              )}
            </DraftOwnerProvider>
            <SessionPromptHost />
          </AdminClientProvider>
        )}
      </AdminGuard>
    </>
  );
}
