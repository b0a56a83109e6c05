import { appStore, type AppStore } from '../../lib/app-store';
import { reportClientError } from '../../lib/client-errors';
import { SKIP_WAITING_MESSAGE } from '@shared/pwa/messages';
import { updateAtom } from './update-store';
import { watchContentChangesWhenBack } from './watch-content-changes';

const HOUR = 60 * 60 * 1000;
/** Focus events can come in bursts (alt-tab); one check a minute is plenty. */
const MIN_CHECK_INTERVAL = 60 * 1000;

/**
 * Registers /sw.js and turns its lifecycle into the update prompt: a new version installs in the
 * background, the prompt appears, and only after the visitor accepts does the new worker take over
 * and the page reload, once. The browser's own API, not workbox-window: the few events used here cost
 * about 0.5 kB against its 2 kB on every page's first load (decision 0016).
 */
export async function startServiceWorker(
  store: AppStore = appStore,
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<void> {
  let accepted = false;
  let lastCheck = Date.now();

  const offer = (worker: ServiceWorker) =>
    store.set(updateAtom, {
      waiting: true,
      accept: () => {
        accepted = true;
        worker.postMessage({ type: SKIP_WAITING_MESSAGE });
      },
    });
  // The waiting worker has taken over. A first install (clients.claim) is not an update, so only an accepted
  // update reloads.
  container.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });

  const registration = await container.register('/sw.js', { scope: '/' });
  // A new version waits once installed, if an older one controls the page (without one, it is the first install).
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    };
    worker.addEventListener('statechange', check);
    check();
  };
  // One installed on an earlier visit may be waiting already.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  // New articles and pages (decision 0027): asked for when the page comes back to the foreground or online.
  watchContentChangesWhenBack(container);

  const checkForUpdate = () => {
    if (!navigator.onLine || Date.now() - lastCheck < MIN_CHECK_INTERVAL) return;
    lastCheck = Date.now();
    void registration.update().catch((error: unknown) => {
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
