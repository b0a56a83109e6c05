import { reportClientError } from '../../lib/client-errors';

/**
 * Every public page loads the service worker client once it is idle, so it holds only this: the content watcher
 * (content-changes-client.ts, decision 0027) loads the first time the page comes back to the foreground or online,
 * and asks at once.
 */
export function watchContentChangesWhenBack(container: ServiceWorkerContainer): void {
  const load = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', load);
    window.removeEventListener('online', load);
    import('./content-changes-client')
      .then(({ watchContentChanges }) => watchContentChanges(container, { checkNow: true }))
      .catch((error: unknown) => reportClientError('service-worker', error));
  };
  document.addEventListener('visibilitychange', load);
  window.addEventListener('online', load);
}
