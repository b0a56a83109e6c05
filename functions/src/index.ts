// Wires exports and global options only; each concern lives in its own module.
// firebase-functions' own providers, loaded first and without the Admin SDK services they require for callables only.
import { onRequest, onTaskDispatched } from './core/trigger-providers';
import { setGlobalOptions } from 'firebase-functions/options';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { lazyHandler } from './core/lazy-handler';
// What the platform logs of a failed scheduled run or task names our source lines (decision 0020).
import { mappingThrown } from './core/source-stack';
// Declared at load, before any function's own code loads, so a deploy finds and asks for every param.
import './core/params';
import { SERVICE_ACCOUNTS } from './core/service-accounts';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

/**
 * Cloud Functions reads and parses every body (up to Cloud Run's 32 MiB) before the handler can refuse it, so an
 * instance must hold `concurrency` such bodies at once: 4 at 2 GiB survives 10 concurrent 30 MB JSON bodies,
 * 80 at 512 MiB does not (decision 0012, `npm run bench:body-memory`). More instances make up the concurrency.
 * One instance is kept warm (decision 0018: about $20 a month): a cold start is still about 0.9 s of loading plus Cloud
 * Run's start of the container, and it fell on a visitor's first contact message or newsletter sign-up after a quiet
 * spell, and on each staff member's first list.
 */
export const api = onRequest(
  {
    memory: '2GiB',
    cpu: 1,
    concurrency: 4,
    minInstances: 1,
    maxInstances: 30,
    timeoutSeconds: 60,
    serviceAccount: SERVICE_ACCOUNTS.api,
  },
  // Loaded only by an instance of `api` (decision 0018), as `pages` loads only the page renderer.
  lazyHandler('api', async () => (await import('./http/app')).handleApiRequest),
);

/**
 * A password reset's per-account work, queued by the API's answer (which does none, so its timing tells nothing):
 * looks the address up and queues the mail. Retried with backoff; tasks hold the address minutes at most.
 */
export const passwordResetMail = onTaskDispatched(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 10 },
    memory: '256MiB',
    timeoutSeconds: 60,
    // The API's own account: it enqueues these tasks and does the same work (Auth links, the mail queue).
    serviceAccount: SERVICE_ACCOUNTS.api,
  },
  mappingThrown(async (request: { data: unknown }) => {
    const { sendPasswordResetMail } = await import('./account/password-reset-task');
    const { logger } = await import('firebase-functions/logger');
    // The outcome only: never the address.
    logger.info('Password reset task', { outcome: await sendPasswordResetMail(request.data) });
  }),
);

/** Deletes personal data past its retention period, daily (decision 0013). */
export const retention = onSchedule(
  {
    schedule: 'every day 03:30',
    timeZone: 'America/Toronto',
    memory: '256MiB',
    timeoutSeconds: 540,
    retryCount: 2,
    serviceAccount: SERVICE_ACCOUNTS.retention,
  },
  mappingThrown(async (event) => {
    const { runRetention } = await import('./retention/retention');
    const { logger } = await import('firebase-functions/logger');
    const report = await runRetention(new Date(event.scheduleTime));
    logger.info('Retention job', report);
  }),
);

/**
 * Exports every Firestore collection to the BACKUP_BUCKET param's bucket and copies the new images there, daily;
 * kept 30 days (decisions 0019 and 0030).
 */
export const backups = onSchedule(
  {
    schedule: 'every day 02:30',
    timeZone: 'America/Toronto',
    memory: '256MiB',
    timeoutSeconds: 540,
    retryCount: 2,
    serviceAccount: SERVICE_ACCOUNTS.backups,
  },
  mappingThrown(async (event) => {
    const { runDailyBackups } = await import('./backups/run-daily-backups');
    await runDailyBackups(new Date(event.scheduleTime));
  }),
);

// Server-rendered blogs, location pages, 404s and the sitemap: its own service, so crawlers and link previews
// never compete with the API for instances (decision 0011). It answers GET only, but the framework parses any
// body a request carries before that, so it is sized like `api` against a storm of large bodies (decision 0012);
// the CDN answers most page views. One instance is kept warm: on a clinic's low traffic most blog and location page
// views miss the CDN, and a cold start would sit on their first paint (decision 0018: about $20 a month).
export const pages = onRequest(
  {
    memory: '2GiB',
    cpu: 1,
    concurrency: 4,
    minInstances: 1,
    maxInstances: 30,
    timeoutSeconds: 30,
    serviceAccount: SERVICE_ACCOUNTS.pages,
  },
  lazyHandler('pages', async () => (await import('./pages/page-handler')).handlePageRequest),
);
