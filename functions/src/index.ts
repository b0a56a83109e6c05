// Wires exports and global options only; each concern lives in its own module.
import { setGlobalOptions } from 'firebase-functions/options';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { handleApiRequest } from './http/app';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60, concurrency: 80 }, handleApiRequest);

/** Deletes personal data past its retention period, daily (decision 0013). */
export const retention = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'America/Toronto', memory: '256MiB', timeoutSeconds: 540, retryCount: 2 },
  async (event) => {
    const { runRetention } = await import('./retention/retention');
    const { logger } = await import('firebase-functions/logger');
    const report = await runRetention(new Date(event.scheduleTime));
    logger.info('Retention job', report);
  },
);
