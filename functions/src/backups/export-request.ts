/**
 * The daily Firestore export's request (decision 0019), built here without any SDK so that what the scheduled
 * function asks Firestore for is tested as it is sent: every collection, a consistent snapshot, one folder per run.
 */
export type ExportRequest = {
  /** The database: `projects/<id>/databases/(default)`. */
  name: string;
  /** `gs://<bucket>/firestore/<UTC time>`: sorts by date, one folder per run, read by the bucket's 30-day rule. */
  outputUriPrefix: string;
  /** Empty: every collection (an export of some collections cannot restore the others). */
  collectionIds: string[];
  /**
   * The version of the database to export, one whole minute back: a consistent view (a post and its revisions from
   * the same instant) instead of documents read over the minutes the export runs. Firestore keeps versions for an
   * hour without point-in-time recovery, 7 days with it; it must be in the past and on a whole minute.
   */
  snapshotTime: { seconds: number; nanos: 0 };
};

/** Where exports go inside the bucket; the lifecycle rule and the restore runbook (docs/operations.md) name it. */
export const BACKUP_PREFIX = 'firestore';

// Cloud Storage bucket names: 3-63 lowercase letters, digits, dots, dashes and underscores, starting and ending
// with a letter or a digit.
const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/;

/** The bucket param's value as a bare name: `my-bucket` or `gs://my-bucket`; anything else is refused by name. */
export function bucketName(value: string): string {
  const name = value
    .trim()
    .replace(/^gs:\/\//, '')
    .replace(/\/$/, '');
  if (!BUCKET_NAME.test(name)) {
    throw new Error(
      `BACKUP_BUCKET "${value}" is not a Cloud Storage bucket name: set it to the bucket's name, such as my-clinic-backups.`,
    );
  }
  return name;
}

/** 2026-11-27T07:31:00Z -> 2026-11-27T0731Z: sortable, no characters that need escaping in a gs:// path. */
function folderOf(snapshot: Date): string {
  return `${snapshot.toISOString().slice(0, 13)}${snapshot.toISOString().slice(14, 16)}Z`;
}

/** The whole minute before `now`: the instant a run's export (and its image manifest) describes. */
function snapshotMinute(now: Date): number {
  return Math.floor(now.getTime() / 60_000) * 60_000 - 60_000;
}

/**
 * The name of a run's backup, shared by its Firestore export folder and its image manifest, so that one name
 * restores a whole day: `2026-11-27T0730Z`.
 */
export function backupName(now: Date): string {
  return folderOf(new Date(snapshotMinute(now)));
}

/** A backup name back to its instant, or null for anything else (a stray object in the bucket). */
export function timeOfBackup(name: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})Z$/.exec(name);
  if (!match) return null;
  const time = new Date(`${match[1]}T${match[2]}:${match[3]}:00Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}

export function buildExportRequest({
  projectId,
  bucket,
  now,
}: {
  projectId: string;
  bucket: string;
  now: Date;
}): ExportRequest {
  if (!projectId) throw new Error('No project id: the export needs the project it runs in.');
  const minute = snapshotMinute(now);
  return {
    name: `projects/${projectId}/databases/(default)`,
    outputUriPrefix: `gs://${bucketName(bucket)}/${BACKUP_PREFIX}/${backupName(now)}`,
    collectionIds: [],
    snapshotTime: { seconds: minute / 1000, nanos: 0 },
  };
}
