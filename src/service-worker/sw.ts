/// <reference lib="webworker" />
// The service worker, built by vite-plugin-pwa (injectManifest) after the prerender, so the precache
// manifest lists every prerendered page. Wiring only; the routes live beside it.
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { listenForContentChecks } from './content-changes';
import { maintenanceGate } from './maintenance';
import { registerNavigationRoutes } from './navigation';
import { registerRuntimeCaching } from './runtime-caching';
import { registerShareTarget } from './share-target';
import { listenForUpdateAcceptance } from './update';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

cleanupOutdatedCaches();
// Maintenance mode (decision 0029) has the last word on a precached page's navigation too.
addPlugins([maintenanceGate]);
precacheAndRoute(self.__WB_MANIFEST, {
  // /team is precached as team.html, as Hosting's cleanUrls serves it.
  cleanURLs: true,
  // Query strings that do not change the page: campaign tags, the install start_url and shortcuts, and the page the
  // maintenance page returns to (`/maintenance?from=…`, never kept among the pages opened earlier).
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^gclid$/, /^source$/, /^book$/, /^from$/],
});
registerNavigationRoutes();
// Photos shared from the phone's gallery into the installed app (the manifest's share_target).
registerShareTarget();
registerRuntimeCaching(self);
listenForUpdateAcceptance(self);
// Installed apps refresh the blogs and location pages they keep when content changes (decision 0027).
listenForContentChecks(self);
// The first install controls open pages at once, so what the visitor reads is available offline.
// Later versions wait for the visitor to accept them (see update.ts).
clientsClaim();
