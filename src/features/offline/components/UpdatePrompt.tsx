import { useAtomValue } from 'jotai';
import { useHydrated } from '../../../lib/use-hydrated';
import { NO_UPDATE, updateAtom } from '../update-store';
import '../offline.css';

/** "A new version is available — Reload": shown when a new version has installed and is waiting. */
export function UpdatePrompt() {
  // The service worker client may report before hydration ends on a slow device; the HTML never has the prompt.
  const hydrated = useHydrated();
  const update = useAtomValue(updateAtom);
  const { waiting, accept } = hydrated ? update : NO_UPDATE;
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
