import { reportClientError } from '../../lib/client-errors';

/**
 * Starts the service worker once the page has loaded and the browser is idle, so installing it (and
 * downloading the precache) never competes with the first visit's own requests. The client (workbox-window and
 * the update prompt's wiring) is a separate chunk loaded only then.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => {
      import('./service-worker-client')
        .then(({ startServiceWorker }) => startServiceWorker())
        // A failed registration (or its chunk) leaves the site without offline use: worth knowing (decision 0020).
        .catch((error: unknown) => reportClientError('service-worker', error));
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
