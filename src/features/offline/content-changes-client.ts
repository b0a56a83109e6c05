import { reportClientError } from '../../lib/client-errors';
import {
  CHECK_CONTENT_MESSAGE,
  CONTENT_SYNC_TAG,
  CONTENT_UPDATED_EVENT,
  CONTENT_UPDATED_MESSAGE,
  type CheckContentMessage,
  type ContentUpdatedMessage,
  type NewArticle,
} from '../../shared/pwa/messages';

/** Coming back to the app often is no reason to ask often: one check every few minutes at most. */
export const CONTENT_CHECK_INTERVAL_MS = 3 * 60 * 1000;
/** What periodic background sync is asked for; the browser decides the real rhythm (often daily). */
const SYNC_MIN_INTERVAL_MS = 12 * 60 * 60 * 1000;

type PeriodicSyncRegistration = ServiceWorkerRegistration & {
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
};

const isNewArticle = (item: unknown): item is NewArticle => {
  const { title, path } = (item ?? {}) as Partial<NewArticle>;
  return typeof title === 'string' && title !== '' && typeof path === 'string' && /^\/(?!\/)/.test(path);
};

async function registerPeriodicSync(container: ServiceWorkerContainer): Promise<void> {
  try {
    const registration: PeriodicSyncRegistration = await container.ready;
    if (!registration.periodicSync) return;
    const permission = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (permission.state !== 'granted') return;
    await registration.periodicSync.register(CONTENT_SYNC_TAG, { minInterval: SYNC_MIN_INTERVAL_MS });
  } catch {
    // Not offered here (most browsers) or refused: the checks on coming back to the app remain.
  }
}

/**
 * An installed app stays current (decision 0027): the service worker is asked to look for content changes when the
 * page comes back to the foreground or back online, and its answer makes the page's lists read again and, for new
 * blogs, brings a quiet notice (loaded only then). Part of the service worker client, which loads once the page is
 * idle: nothing here is in the first load.
 */
export function watchContentChanges(container: ServiceWorkerContainer = navigator.serviceWorker): void {
  let lastCheck = -Infinity;
  const ask = (baselineOnly: boolean) => {
    const message: CheckContentMessage = { type: CHECK_CONTENT_MESSAGE, baselineOnly };
    void container.ready.then((registration) => registration.active?.postMessage(message));
  };
  const check = () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    if (Date.now() - lastCheck < CONTENT_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    ask(false);
  };

  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as Partial<ContentUpdatedMessage> | null;
    if (data?.type !== CONTENT_UPDATED_MESSAGE) return;
    window.dispatchEvent(new Event(CONTENT_UPDATED_EVENT));
    const articles = Array.isArray(data.articles) ? data.articles.filter(isNewArticle) : [];
    if (articles.length === 0) return;
    import('./show-content-notice')
      .then(({ showContentNotice }) => showContentNotice(articles))
      .catch((error: unknown) => reportClientError('service-worker', error));
  });
  document.addEventListener('visibilitychange', check);
  window.addEventListener('online', check);
  // The first visit notes where the content stands, so the next check knows what is new.
  ask(true);
  void registerPeriodicSync(container);
}
