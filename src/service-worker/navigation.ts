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
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PAGE_URL,
  PAGES_CACHE,
} from '@shared/pwa/offline-caches';
import { REFERRAL_PACK_CACHE } from '../features/referral-pack/constants';
import { SEARCH_SHELL_URL } from '@shared/search/search-files';
import { SHARED_PATHS } from '@shared/site-paths';
import { maintenanceGate } from './maintenance';

/**
 * Pages that are not precached (server-rendered location pages and blogs): network first, then the copy saved
 * when the visitor last opened it (its whole text is in its HTML), then the referral pack the physician saved,
 * then the offline page. Precached pages never reach here: precacheAndRoute answers them first.
 */
const offlineFallback: WorkboxPlugin = {
  async handlerDidError({ request }) {
    const saved = await caches.match(request, { cacheName: REFERRAL_PACK_CACHE, ignoreSearch: true });
    return saved ?? (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error();
  },
};

export function registerNavigationRoutes(): void {
  // Site search (decision 0026): the server's results online, never cached (each query would push a saved page out
  // of the pages cache); offline, the precached search shell, which searches the precached index itself.
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.pathname === SHARED_PATHS.search,
    new NetworkOnly({
      plugins: [
        { handlerDidError: async () => (await matchPrecache(SEARCH_SHELL_URL)) ?? Response.error() },
        maintenanceGate,
      ],
    }),
  );
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
          offlineFallback,
          maintenanceGate,
        ],
      }),
      { denylist: [...NAVIGATION_DENYLIST, ...NETWORK_ONLY_NAVIGATIONS] },
    ),
  );
}
