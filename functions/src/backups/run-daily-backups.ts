import { runBackup } from './run-backup';
import { runImageBackup } from './run-image-backup';

/**
 * The `backups` schedule's run: the Firestore export and the image copy side by side, so a slow export does not
 * eat the copy's time. Each logs its own failure; the run fails (and the scheduler retries) if either did.
 */
export async function runDailyBackups(now: Date): Promise<void> {
  const results = await Promise.allSettled([runBackup(now), runImageBackup(now)]);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}
