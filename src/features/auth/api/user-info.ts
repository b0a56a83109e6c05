/** What the app knows about the signed-in person. Deliberately no token: see `writeStoredUserInfo`. */
export type UserInfo = { uid: string; email: string; isAdmin: boolean };

/** Key fixed by the spec; older builds read the same entry. */
export const USER_INFO_STORAGE_KEY = 'userInfo';

function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.uid === 'string' && typeof record.email === 'string' && typeof record.isAdmin === 'boolean';
}

/**
 * The last known user, for display while Firebase restores the session. Never an authorisation
 * decision: anyone can edit localStorage.
 */
export function readStoredUserInfo(): UserInfo | null {
  try {
    const raw = localStorage.getItem(USER_INFO_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isUserInfo(parsed) ? { uid: parsed.uid, email: parsed.email, isAdmin: parsed.isAdmin } : null;
  } catch {
    // Corrupt JSON, or storage blocked by the browser's privacy settings.
    return null;
  }
}

/** Stores only uid, email and isAdmin: an ID token in localStorage could be read by any injected script. */
export function writeStoredUserInfo({ uid, email, isAdmin }: UserInfo): void {
  try {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ uid, email, isAdmin }));
  } catch {
    // Storage full or blocked: the session still works, only the startup hint is lost.
  }
}

export function clearStoredUserInfo(): void {
  try {
    localStorage.removeItem(USER_INFO_STORAGE_KEY);
  } catch {
    // Nothing stored if storage is blocked.
  }
}
