import { browserDraftStorage, removeAllDrafts } from '../features/admin/drafts/draft-store';
import { signOutUser } from '../features/auth/api/firebase-auth';

/** The Log out button and "Sign out everywhere": the session ends and this admin's drafts leave the device. */
export async function signOutAndForgetDrafts(): Promise<void> {
  await signOutUser();
  removeAllDrafts(browserDraftStorage());
}
