import { browserDraftStorage, removeDraftsOf } from '../features/admin/drafts/draft-store';
import { signOutUser } from '../features/auth/api/firebase-auth';

/** The Log out button and "Sign out everywhere": the session ends and this admin's drafts leave the device. */
export async function signOutAndForgetDrafts(uid: string): Promise<void> {
  await signOutUser();
  removeDraftsOf(browserDraftStorage(), uid);
}
