import {
  browserDraftStorage,
  listDraftsOf,
  removeDraftsOf,
  type DeviceDraft,
} from '../features/admin/drafts/draft-store';
import { signOutUser } from '../features/auth/api/firebase-auth';

/**
 * The drafts this admin would leave behind by signing out: Log out and "Sign out everywhere" name them and ask
 * before they go.
 */
export function draftsLeftBy(uid: string): DeviceDraft[] {
  return listDraftsOf(browserDraftStorage(), uid);
}

/**
 * Log out or "Sign out everywhere", once the admin has said the drafts may go (or there were none): the session
 * ends and this admin's drafts leave the device, so the next person at a shared computer does not find them.
 */
export async function signOutAndForgetDrafts(uid: string): Promise<void> {
  await signOutUser();
  removeDraftsOf(browserDraftStorage(), uid);
}
