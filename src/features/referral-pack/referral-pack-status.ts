import { REFERRAL_PACK_SAVED_KEY, STALE_AFTER_DAYS } from './constants';

// What the GHAP page needs as it loads: whether and when the pack was saved. Saving it (./save-referral-pack)
// loads when the physician presses the button (decision 0016).

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReferralPackStatus = {
  /** When the pack was last saved on this device (ms since the epoch), or null if never. */
  savedAt: number | null;
  /** Whole days since then, or null if never saved. */
  ageDays: number | null;
  stale: boolean;
};

/** Read by the panel to show the visitor what went wrong, in words they can act on. */
export class ReferralPackError extends Error {
  override name = 'ReferralPackError';
}

/** The saved time, or null when there is none or storage is blocked (some private windows throw). */
export function readSavedAt(): number | null {
  try {
    const raw = globalThis.localStorage?.getItem(REFERRAL_PACK_SAVED_KEY);
    const value = raw ? Number(raw) : NaN;
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** How old a copy saved at `savedAt` is at `now`; stale once it is more than STALE_AFTER_DAYS old. */
export function referralPackStatus(savedAt: number | null, now: number): ReferralPackStatus {
  if (savedAt === null) return { savedAt: null, ageDays: null, stale: false };
  // A clock set back after saving must not show a negative age.
  const age = Math.max(0, now - savedAt);
  return { savedAt, ageDays: Math.floor(age / DAY_MS), stale: age > STALE_AFTER_DAYS * DAY_MS };
}

export function getReferralPackStatus(now: number): ReferralPackStatus {
  return referralPackStatus(readSavedAt(), now);
}

/** Tells the panel (and other tabs, through the storage event) that the saved time changed. */
const listeners = new Set<() => void>();
export function onSavedAtChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySavedAtChange(): void {
  for (const listener of listeners) listener();
}
