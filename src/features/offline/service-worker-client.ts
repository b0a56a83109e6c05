import { Workbox } from 'workbox-window';
import { appStore, type AppStore } from '../../lib/app-store';
import { reportClientError } from '../../lib/client-errors';
import { updateAtom } from './update-store';
import { watchContentChangesWhenBack } from './watch-content-changes';

const HOUR = 60 * 60 * 1000;
/** Focus events can come in bursts (alt-tab); one check a minute is plenty. */
const MIN_CHECK_INTERVAL = 60 * 1000;

/**
 * Registers /sw.js and turns its lifecycle into the update prompt: a new version installs in the
 * background, the prompt appears, and only after the visitor accepts does the new worker take over
 * and the page reload, once.
 */
export async function startServiceWorker(store: AppStore = appStore): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  let accepted = false;
  let lastCheck = Date.now();

  wb.addEventListener('waiting', () => {
    store.set(updateAtom, {
      waiting: true,
      accept: () => {
        accepted = true;
        wb.messageSkipWaiting();
      },
    });
  });
  // `controlling` fires when the waiting worker has taken over; a first install (clients.claim) is
  // not an update, so only an accepted update reloads.
  wb.addEventListener('controlling', () => {
    if (accepted) window.location.reload();
  });

  const registration = await wb.register();
  if (!registration) return;
  if ('serviceWorker' in navigator) watchContentChangesWhenBack(navigator.serviceWorker);

  const checkForUpdate = () => {
    if (!navigator.onLine || Date.now() - lastCheck < MIN_CHECK_INTERVAL) return;
    lastCheck = Date.now();
    void wb.update().catch((error: unknown) => {
      // The next check will try again; a failure while online (a broken sw.js) is worth knowing.
      if (navigator.onLine) reportClientError('service-worker', error);
    });
  };
  window.setInterval(checkForUpdate, HOUR);
  window.addEventListener('focus', checkForUpdate);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
