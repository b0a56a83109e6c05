// Wires exports and global options only; each concern lives in its own module.
import { setGlobalOptions } from 'firebase-functions/options';
import { onRequest } from 'firebase-functions/https';
import { handleApiRequest } from './http/app';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60, concurrency: 80 }, handleApiRequest);
