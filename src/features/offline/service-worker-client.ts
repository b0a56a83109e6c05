// The library's modern build: see workbox-window-build.d.ts.
import { Workbox } from 'workbox-window/build/workbox-window.prod.mjs';
import { appStore, type AppStore } from '../../lib/app-store';
import { reportClientError } from '../../lib/client-errors';
import { NO_UPDATE, updateAtom } from './update-store';
import { watchContentChangesWhenBack } from './watch-content-changes';

const HOUR = 60 * 60 * 1000;
/** Focus events can come in bursts (alt-tab); one check a minute is plenty. */
const MIN_CHECK_INTERVAL = 60 * 1000;

/**
 * Registers /sw.js with workbox-window and turns its lifecycle into the update prompt: a new version installs in
 * the background and waits, the prompt appears, and only after the visitor accepts does the new worker take over
 * (`messageSkipWaiting`) and the page reload, once. A version installed from another tab (`isExternal`) or found by
 * a later update check is offered the same way; one replaced by a newer version (`redundant`) is withdrawn.
 */
export async function startServiceWorker(store: AppStore = appStore): Promise<void> {
  const container = navigator.serviceWorker;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let accepted = false;
  let offered: ServiceWorker | undefined;
  let lastCheck = Date.now();

  const offer = (worker: ServiceWorker | undefined) => {
    // Without a controller this is the first install (it claims the page itself), not an update.
    if (!worker || worker === offered || !container.controller) return;
    offered = worker;
    store.set(updateAtom, {
      waiting: true,
      accept: () => {
        accepted = true;
        workbox.messageSkipWaiting();
      },
    });
  };
  workbox.addEventListener('waiting', (event) => offer(event.sw));
  workbox.addEventListener('redundant', (event) => {
    if (!offered || event.sw !== offered) return;
    offered = undefined;
    store.set(updateAtom, NO_UPDATE);
  });
  workbox.addEventListener('controlling', () => {
    if (accepted) {
      window.location.reload();
      return;
    }
    // Another tab accepted the version offered here: it already controls this page, so Reload only reloads.
    if (offered && container.controller === offered) {
      store.set(updateAtom, { waiting: true, accept: () => window.location.reload() });
    }
  });

  // Called once the page has loaded and is idle (register-service-worker.ts): no need to wait for `load` again.
  const registration = await workbox.register({ immediate: true });
  if (!registration) return;
  // New articles and pages (decision 0027): asked for when the page comes back to the foreground or online.
  watchContentChangesWhenBack(container);

  const checkForUpdate = () => {
    if (!navigator.onLine || Date.now() - lastCheck < MIN_CHECK_INTERVAL) return;
    lastCheck = Date.now();
    // workbox-window follows one update found after registration; a later one waits without an event.
    offer(registration.waiting ?? undefined);
    void workbox.update().catch((error: unknown) => {
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
