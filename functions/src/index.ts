// Wires exports and global options only; each concern lives in its own module.
import { setGlobalOptions } from 'firebase-functions/options';
import { onRequest } from 'firebase-functions/https';
import { handleApiRequest } from './http/app';
import { handlePageRequest } from './pages/page-handler';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60, concurrency: 80 }, handleApiRequest);

// Server-rendered blogs, location pages, 404s and the sitemap: its own service, so crawlers and link previews
// never compete with the API for instances (decision 0011).
export const pages = onRequest({ memory: '512MiB', timeoutSeconds: 30, concurrency: 80 }, handlePageRequest);
