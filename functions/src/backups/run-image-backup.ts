import { logger } from 'firebase-functions/logger';
import { BACKUP_BUCKET } from '../core/params';
import { getImageStore } from '../images/image-store';
import { backupStoreFor } from './backup-store';
import { bucketName } from './export-request';
import { backupImages, type BackupReport } from './image-backup';
import { firestoreMediaLibrary } from './media-library';
import { withSourceStack } from '../core/source-stack';

/** The daily image copy (decision 0030); a failure is logged at error, like the export's, and rethrown. */
export async function runImageBackup(now: Date): Promise<BackupReport> {
  try {
    const report = await backupImages({
      images: getImageStore(),
      backup: backupStoreFor(() => bucketName(BACKUP_BUCKET.value())),
      media: firestoreMediaLibrary(),
      now,
    });
    logger.info('Image backup done', report);
    return report;
  } catch (error) {
    logger.error('Image backup failed', withSourceStack(error));
    throw error;
  }
}
