/// <reference lib="webworker" />
import { API_PATHS, apiPath } from '@shared/api-paths';
import { changeFeedSchema } from '@shared/schemas/change-feed';
import {
  CHECK_CONTENT_MESSAGE,
  CONTENT_SYNC_TAG,
  CONTENT_UPDATED_MESSAGE,
  type CheckContentMessage,
  type ContentUpdatedMessage,
} from '@shared/pwa/messages';
import { API_READS_CACHE, CONTENT_FEED_CACHE, PAGES_CACHE } from '@shared/pwa/offline-caches';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  isContentRead,
  NOTHING_TO_DO,
  planRefresh,
  withVersion,
  type KnownContent,
  type RefreshPlan,
} from './refresh-plan';

/**
 * Keeps what an installed app holds current (decision 0027): asked by a page (back in the foreground, back online)
 * or by periodic background sync (which it registers itself where allowed), it reads the change feed since the version it last acted on, fetches again the
 * pages and API reads it keeps that changed, drops those no longer public, and tells the open pages, naming new blogs.
 */

/** Writes that commit out of order within this window still show: each check asks again from this far back. */
const OVERLAP_MS = 60_000;

let kept: Promise<KnownContent | null> | null = null;
let running: Promise<void> | null = null;

const stateKey = (sw: ServiceWorkerGlobalScope) => new URL('/content-feed-state', sw.location.origin).href;

function readKnown(sw: ServiceWorkerGlobalScope): Promise<KnownContent | null> {
  kept ??= caches
    .open(CONTENT_FEED_CACHE)
    .then((cache) => cache.match(stateKey(sw)))
    .then((saved) => (saved ? (saved.json() as Promise<KnownContent>) : null))
    .catch(() => null);
  return kept;
}

async function saveKnown(sw: ServiceWorkerGlobalScope, state: KnownContent): Promise<void> {
  kept = Promise.resolve(state);
  const cache = await caches.open(CONTENT_FEED_CACHE);
  await cache.put(
    stateKey(sw),
    new Response(JSON.stringify(state), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/**
 * Public reads of blogs and location pages go out with `?v=<the version last acted on>`: once a check has found a
 * change, neither the browser's HTTP cache nor the CDN (which keeps GET /blogs for minutes) can answer with a copy
 * from before it. The cache keeps the URL without it. Between changes every visitor asks for the same URL.
 */
export function versionedContentReads(sw: ServiceWorkerGlobalScope): WorkboxPlugin {
  return {
    async requestWillFetch({ request }) {
      const version = (await readKnown(sw))?.version;
      if (version === undefined || !isContentRead(new URL(request.url).pathname)) return request;
      return new Request(withVersion(request.url, version), request);
    },
  };
}

async function cachedUrls(cacheName: string): Promise<string[]> {
  if (!(await caches.has(cacheName))) return [];
  const cache = await caches.open(cacheName);
  return (await cache.keys()).map((request) => request.url);
}

async function applyPlan(plan: RefreshPlan): Promise<void> {
  await Promise.all([
    ...plan.remove.map(async ({ cacheName, url }) => {
      // The browser's HTTP cache may hold it too (pages are kept stale-while-revalidate, reads for a minute): asked
      // again past that cache, it keeps the answer now (a 404) instead of offering the gone page offline.
      await fetch(url, { cache: 'reload', credentials: 'omit' }).catch(() => undefined);
      await (await caches.open(cacheName)).delete(url);
    }),
    ...plan.refresh.map(async ({ cacheName, url, fetchUrl }) => {
      const cache = await caches.open(cacheName);
      try {
        const response = await fetch(fetchUrl, { cache: 'no-store', credentials: 'omit' });
        // A redirected answer cannot be replayed for a navigation; the next visit fetches it again.
        if (response.status === 404 || response.status === 410 || response.redirected) await cache.delete(url);
        else if (response.ok) await cache.put(url, response);
      } catch {
        // Offline or a network failure: the kept copy stays, and the next check tries again.
      }
    }),
  ]);
}

async function notifyPages(sw: ServiceWorkerGlobalScope, message: ContentUpdatedMessage): Promise<void> {
  const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

async function check(sw: ServiceWorkerGlobalScope, baselineOnly: boolean): Promise<void> {
  const previous = await readKnown(sw);
  if (baselineOnly && previous) return;
  const since = previous ? `?since=${Math.max(0, previous.version - OVERLAP_MS)}` : '';
  const response = await fetch(`${apiPath(API_PATHS.contentChanges)}${since}`, { credentials: 'omit' });
  if (!response.ok) return;
  const parsed = changeFeedSchema.safeParse(((await response.json()) as { data?: unknown }).data);
  if (!parsed.success) return;
  const feed = parsed.data;
  const known = { version: feed.version, paths: feed.paths };
  // The first answer is only the starting point: what the visitor has just loaded is current.
  if (!previous) return saveKnown(sw, known);
  const plan = planRefresh(feed, previous, {
    pages: await cachedUrls(PAGES_CACHE),
    apiReads: await cachedUrls(API_READS_CACHE),
  });
  if (plan === NOTHING_TO_DO) return;
  await applyPlan(plan);
  // Before the pages hear of it: the reads they make next carry the new version (runtime-caching.ts).
  await saveKnown(sw, known);
  await notifyPages(sw, { type: CONTENT_UPDATED_MESSAGE, articles: plan.announce });
}

/** One check at a time: a message and a periodic sync arriving together share it. */
function checkOnce(sw: ServiceWorkerGlobalScope, baselineOnly: boolean): Promise<void> {
  running ??= check(sw, baselineOnly)
    .catch(() => {
      // Offline, or the API is unreachable: nothing changes until the next check.
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/** What periodic background sync is asked for; the browser decides the real rhythm (often daily). */
const SYNC_MIN_INTERVAL_MS = 12 * 60 * 60 * 1000;

type PeriodicSyncRegistration = ServiceWorkerRegistration & {
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
};

/** Where the browser offers periodic background sync and allows it (an installed Chromium app), ask for it. */
async function registerPeriodicSync(sw: ServiceWorkerGlobalScope): Promise<void> {
  try {
    const registration: PeriodicSyncRegistration = sw.registration;
    if (!registration.periodicSync) return;
    const permission = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (permission.state === 'granted')
      await registration.periodicSync.register(CONTENT_SYNC_TAG, { minInterval: SYNC_MIN_INTERVAL_MS });
  } catch {
    // Not offered here (most browsers) or refused: the checks on coming back to the app remain.
  }
}

export function listenForContentChecks(sw: ServiceWorkerGlobalScope): void {
  // The first install notes where the content stands, so the first check knows what is new. Not awaited by the
  // activation: a slow network must not hold back the pages' requests.
  sw.addEventListener('activate', () => {
    void checkOnce(sw, true);
  });
  sw.addEventListener('message', (event) => {
    if ((event.data as Partial<CheckContentMessage> | null)?.type !== CHECK_CONTENT_MESSAGE) return;
    // The app may have been installed (and the permission granted) since the worker started.
    event.waitUntil(Promise.all([checkOnce(sw, false), registerPeriodicSync(sw)]));
  });
  sw.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
    const sync = event as ExtendableEvent & { tag?: string };
    if (sync.tag === CONTENT_SYNC_TAG) sync.waitUntil(checkOnce(sw, false));
  });
}
