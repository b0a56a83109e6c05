/**
 * Puts images back from the daily image backup (decision 0030; the restore runbook in docs/operations.md). Run from the
 * repository with Google credentials (`gcloud auth application-default login`), never deployed:
 *
 *   npx tsx functions/src/backups/restore-images.ts --project P --images-bucket B --backup-bucket BB --list
 *   npx tsx functions/src/backups/restore-images.ts --project P --images-bucket B --backup-bucket BB --image N.webp
 *   npx tsx functions/src/backups/restore-images.ts --project P --images-bucket B --backup-bucket BB --from 2026-11-27T0730Z
 *
 * On the local stack (CLINIC_LOCAL_IMAGE_DIR and FIRESTORE_EMULATOR_HOST set) the buckets are not needed: images and
 * their backup are the local folders, as for the scheduled copy.
 */
import { parseArgs } from 'node:util';
import { platformEnv } from '../core/platform-env';
import { backupStoreFor } from './backup-store';
import { bucketName } from './export-request';
import { listManifests, restoreImages } from './image-backup';
import { firestoreMediaLibrary } from './media-library';

const USAGE =
  'Usage: restore-images --project <id> --images-bucket <bucket> --backup-bucket <bucket> ' +
  '(--list | --from <backup name> | --image <name.webp> [--image …])';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      'images-bucket': { type: 'string' },
      'backup-bucket': { type: 'string' },
      from: { type: 'string' },
      image: { type: 'string', multiple: true },
      list: { type: 'boolean' },
    },
  });
  const local = Boolean(platformEnv().CLINIC_LOCAL_IMAGE_DIR);
  const missing = ['project', ...(local ? [] : ['images-bucket', 'backup-bucket'])].filter(
    (name) => !values[name as keyof typeof values],
  );
  if (missing.length) throw new Error(`Missing ${missing.map((name) => `--${name}`).join(', ')}. ${USAGE}`);

  const { getApps, initializeApp } = await import('firebase-admin/app');
  if (!getApps().length) {
    initializeApp({
      projectId: values.project,
      ...(values['images-bucket'] ? { storageBucket: bucketName(values['images-bucket']) } : {}),
    });
  }
  const { getImageStore } = await import('../images/image-store');
  const backup = backupStoreFor(() => bucketName(values['backup-bucket'] ?? ''));

  if (values.list) {
    const names = await listManifests(backup);
    console.log(names.length ? names.join('\n') : 'No image backup yet.');
    return;
  }
  if (!values.from && !values.image?.length) throw new Error(`Name --from or --image. ${USAGE}`);
  const report = await restoreImages({
    images: getImageStore(),
    backup,
    media: firestoreMediaLibrary(),
    from: values.from,
    only: values.image,
  });
  console.log(
    `From ${report.from}: ${report.restored.length} image(s) restored, ${report.present.length} already there, ` +
      `${report.entries.length} library entr${report.entries.length === 1 ? 'y' : 'ies'} recreated.`,
  );
  for (const name of report.restored) console.log(`restored ${name}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
