import { useSyncExternalStore } from 'react';
import { REFERRAL_PACK_SAVED_KEY } from './constants';
import { getReferralPackStatus, onSavedAtChange, type ReferralPackStatus } from './referral-pack-status';

function subscribe(onChange: () => void): () => void {
  // Another tab saving the pack fires `storage` here; a save in this tab notifies directly.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === REFERRAL_PACK_SAVED_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  const unsubscribe = onSavedAtChange(onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    unsubscribe();
  };
}

let cached: ReferralPackStatus | null = null;

/** The same object while nothing visible changed, as useSyncExternalStore requires of a snapshot. */
function getSnapshot(): ReferralPackStatus {
  const next = getReferralPackStatus(Date.now());
  if (cached && cached.savedAt === next.savedAt && cached.ageDays === next.ageDays && cached.stale === next.stale) {
    return cached;
  }
  cached = next;
  return next;
}

const getServerSnapshot = () => undefined;

/**
 * When the pack was saved on this device and whether that copy is stale. Undefined in the prerendered
 * HTML and while hydrating (the server cannot know), so the first client render matches the server's.
 */
export function useReferralPackStatus(): ReferralPackStatus | undefined {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
