import { reportClientError } from '../../lib/client-errors';
import {
  CHECK_CONTENT_MESSAGE,
  CONTENT_UPDATED_EVENT,
  CONTENT_UPDATED_MESSAGE,
  type CheckContentMessage,
  type ContentUpdatedMessage,
} from '@shared/pwa/messages';

/** Coming back to the app often is no reason to ask often: one check every few minutes at most. */
export const CONTENT_CHECK_INTERVAL_MS = 3 * 60 * 1000;

/**
 * An installed app stays current (decision 0027): the service worker is asked to look for content changes when the
 * page comes back to the foreground or back online, and its answer makes the page's lists read again and, for new
 * blogs, brings a quiet notice (loaded only then). Loaded on the first return (watch-content-changes.ts); the worker
 * notes its starting point and registers periodic sync itself.
 */
export function watchContentChanges(container: ServiceWorkerContainer, { checkNow = false } = {}): void {
  let lastCheck = -Infinity;
  const check = () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    if (Date.now() - lastCheck < CONTENT_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    const message: CheckContentMessage = { type: CHECK_CONTENT_MESSAGE };
    void container.ready.then((registration) => registration.active?.postMessage(message));
  };
  container.addEventListener('message', (event: MessageEvent<Partial<ContentUpdatedMessage> | null>) => {
    if (event.data?.type !== CONTENT_UPDATED_MESSAGE) return;
    window.dispatchEvent(new Event(CONTENT_UPDATED_EVENT));
    const { articles } = event.data;
    if (Array.isArray(articles) && articles.length > 0) {
      import('./show-content-notice')
        .then(({ showContentNotice }) => showContentNotice(articles))
        .catch((error: unknown) => reportClientError('service-worker', error));
    }
  });
  document.addEventListener('visibilitychange', check);
  window.addEventListener('online', check);
  if (checkNow) check();
}
