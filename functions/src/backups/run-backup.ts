import { logger } from 'firebase-functions/logger';
import { projectID } from 'firebase-functions/params';
import { BACKUP_BUCKET } from '../core/params';
import { buildExportRequest } from './export-request';
import { withSourceStack } from '../core/source-stack';

/** The scheduled function's timeout is 540 s; stop waiting before it, so a slow export is logged, not cut off. */
const WAIT_MS = 480_000;

/**
 * Starts the daily export (decision 0019) and waits for Firestore to finish it, so that a failure is logged here
 * at error (the alert on the function's errors fires) and the scheduler retries. The Admin client loads here, on
 * the one daily run, not with the functions' shared module.
 */
export async function runBackup(now: Date): Promise<void> {
  const request = buildExportRequest({ projectId: projectID.value(), bucket: BACKUP_BUCKET.value(), now });
  try {
    const { v1 } = await import('@google-cloud/firestore');
    const client = new v1.FirestoreAdminClient();
    const [operation] = await client.exportDocuments(request);
    logger.info('Firestore export started', { operation: operation.name, outputUriPrefix: request.outputUriPrefix });
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`the export was still running after ${WAIT_MS / 1000} s`)), WAIT_MS).unref(),
    );
    await Promise.race([operation.promise(), timeout]);
    logger.info('Firestore export done', { operation: operation.name, outputUriPrefix: request.outputUriPrefix });
  } catch (error) {
    // An Error (with its stack) as the payload: Cloud Error Reporting groups it and the error-rate alert counts it.
    logger.error('Firestore export failed', withSourceStack(error), { outputUriPrefix: request.outputUriPrefix });
    throw error;
  }
}
