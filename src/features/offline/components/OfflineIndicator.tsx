import { useOnlineStatus } from '../../../lib/use-online-status';
import '../offline.css';

/** A quiet bar while the browser is offline, so nobody mistakes a failed request for a broken site. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div className="offline-indicator" role="status" aria-live="polite">
      {online ? null : (
        <p className="offline-indicator__text">
          <strong>You are offline.</strong> Pages you have opened, the articles and the GHAP referral pack still work.
          Sending forms needs a connection.
        </p>
      )}
    </div>
  );
}
