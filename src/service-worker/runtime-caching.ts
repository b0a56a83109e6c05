/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  API_READS_CACHE,
  ASSETS_CACHE,
  IMAGES_CACHE,
  NETWORK_TIMEOUT_SECONDS,
  isCacheableApiRead,
} from '@shared/pwa/offline-caches';
import { versionedContentReads } from './content-changes';

const DAY = 60 * 60 * 24;

export function registerRuntimeCaching(sw: ServiceWorkerGlobalScope): void {
  // Public reads of blogs, location pages and categories: fresh when the network answers in time,
  // the last copy otherwise. A request with credentials (an admin's) is never cached: workbox only
  // sees GETs here, and anything carrying an Authorization header is left to the network.
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && !request.headers.has('Authorization') && isCacheableApiRead(url.pathname),
    new NetworkFirst({
      cacheName: API_READS_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
        versionedContentReads(sw),
      ],
    }),
  );

  // Uploaded blog images and artwork: they never change under the same URL (uploads get random names).
  registerRoute(
    ({ request }) => request.destination === 'image',
    new CacheFirst({
      cacheName: IMAGES_CACHE,
      plugins: [
        // 0: opaque responses from Cloud Storage, which does not send CORS headers for <img>.
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );

  // Hashed build files outside the precache (e.g. the sanitizer a blog page loads): immutable by name.
  registerRoute(
    ({ url, sameOrigin, request }) =>
      sameOrigin && url.pathname.startsWith('/assets/') && ['script', 'style', 'font'].includes(request.destination),
    new CacheFirst({
      cacheName: ASSETS_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );
}
