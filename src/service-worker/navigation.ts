/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  NAVIGATION_DENYLIST,
  NETWORK_ONLY_NAVIGATIONS,
  APP_SHELL_URL,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PAGE_URL,
  PAGES_CACHE,
} from '../shared/pwa/offline-caches';
import { REFERRAL_PACK_CACHE } from '../features/referral-pack/constants';

/**
 * Pages that are not precached (location pages, blogs from the API, admin): network first, then the
 * copy saved when the visitor last opened it, then the referral pack the physician saved, then the
 * offline page. Precached pages never reach here: precacheAndRoute answers them first.
 */
const offlineFallback: WorkboxPlugin = {
  async handlerDidError({ request }) {
    const saved = await caches.match(request, { cacheName: REFERRAL_PACK_CACHE, ignoreSearch: true });
    return saved ?? (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error();
  },
};

/**
 * A page opened earlier is Hosting's app shell (only prerendered pages have their own HTML). The copy saved
 * then names the chunks of the build of that day, which an update may have removed; the current build's
 * shell, precached with its chunks, renders the same page from the cached API reads.
 */
const currentAppShell: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return cachedResponse;
    return (await matchPrecache(APP_SHELL_URL)) ?? cachedResponse;
  },
};

export function registerNavigationRoutes(): void {
  registerRoute(
    new NavigationRoute(new NetworkOnly({ plugins: [offlineFallback] }), {
      allowlist: [...NETWORK_ONLY_NAVIGATIONS],
      denylist: [...NAVIGATION_DENYLIST],
    }),
  );
  registerRoute(
    new NavigationRoute(
      new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 60 * 60 * 24 * 90, purgeOnQuotaError: true }),
          currentAppShell,
          offlineFallback,
        ],
      }),
      { denylist: [...NAVIGATION_DENYLIST, ...NETWORK_ONLY_NAVIGATIONS] },
    ),
  );
}
