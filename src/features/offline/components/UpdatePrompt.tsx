import { useSyncExternalStore } from 'react';
import { NO_UPDATE, getUpdateState, subscribeToUpdates } from '../update-store';
import '../offline.css';

/** "A new version is available — Reload": shown when a new version has installed and is waiting. */
export function UpdatePrompt() {
  const { waiting, accept } = useSyncExternalStore(subscribeToUpdates, getUpdateState, () => NO_UPDATE);
  if (!waiting) return null;
  return (
    <div className="pwa-toast" role="status">
      <p className="pwa-toast__text">A new version is available.</p>
      <button type="button" className="button pwa-toast__action" onClick={accept}>
        Reload
      </button>
    </div>
  );
}
