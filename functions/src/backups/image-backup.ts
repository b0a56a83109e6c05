import { IMAGE_NAME_PATTERN } from '@shared/schemas/media';
import type { ImageStore } from '../images/image-store';
import { backupName, timeOfBackup } from './export-request';

/**
 * The daily copy of the images into the backup bucket (decision 0030), over the image store's own interface, so
 * that the same code runs against Cloud Storage in production and the local folder store on the emulators.
 *
 * - `images/<name>` in the backup holds each full-size image once: stored names are random and never reused, and
 *   a stored image never changes, so a copy made once stays true. The crops are not copied: the API cuts any
 *   missing crop again from the full-size image and the focal point on its first request.
 * - `image-manifests/<backup name>.json` lists, per run, every image the site had and its library entry (alt
 *   text, focal point…): what restoring a whole day puts back, and what keeps a deleted image's copy alive.
 * - A copy is deleted once no kept manifest lists it, i.e. 30 days after its image was deleted; manifests are
 *   kept 30 days, like the Firestore exports.
 */
export const BACKUP_IMAGES = 'images';
export const MANIFESTS = 'image-manifests';
export const KEEP_DAYS = 30;
/** Images read and written at a time: a few hundred KB each, well inside the job's memory. */
const BATCH = 8;
const DAY_MS = 24 * 60 * 60_000;

/** A media library entry as a manifest keeps it; `createdAt` exactly, since the library pages by it. */
export type MediaRecord = {
  alt: string;
  width: number;
  height: number;
  bytes: number;
  focalX: number;
  focalY: number;
  createdAt: { seconds: number; nanos: number } | null;
};

export type ImageManifest = {
  /** The backup's name, shared with that run's Firestore export folder. */
  name: string;
  takenAt: string;
  images: { name: string; media: MediaRecord | null }[];
};

/** The media library as the backup needs it: every entry, and putting one back that is missing. */
export type MediaLibrary = {
  readAll(): Promise<Map<string, MediaRecord>>;
  /** Creates the entry if there is none; answers whether it did. An existing entry is never overwritten. */
  restore(name: string, record: MediaRecord): Promise<boolean>;
};

export type BackupReport = {
  name: string;
  images: number;
  copied: number;
  /** Listed by the store but gone before it could be read: deleted during the run. */
  vanished: number;
  prunedImages: number;
  prunedManifests: number;
};

const imageKey = (name: string) => `${BACKUP_IMAGES}/${name}`;
const manifestKey = (name: string) => `${MANIFESTS}/${name}.json`;

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await Promise.all(items.slice(i, i + BATCH).map(work));
}

async function imageNames(store: ImageStore): Promise<string[]> {
  return (await store.list(BACKUP_IMAGES)).map(({ name }) => name).filter((name) => IMAGE_NAME_PATTERN.test(name));
}

/** The backup names of the manifests in the backup, oldest first. */
export async function listManifests(backup: ImageStore): Promise<string[]> {
  return (await backup.list(MANIFESTS))
    .map(({ name }) => name.replace(/\.json$/, ''))
    .filter((name) => timeOfBackup(name) !== null)
    .sort();
}

export async function readManifest(backup: ImageStore, name: string): Promise<ImageManifest | null> {
  const bytes = await backup.read(manifestKey(name));
  return bytes ? (JSON.parse(bytes.toString('utf8')) as ImageManifest) : null;
}

/** Copies the new images, writes the run's manifest, then deletes what no kept manifest needs any more. */
export async function backupImages({
  images,
  backup,
  media,
  now,
  keepDays = KEEP_DAYS,
}: {
  images: ImageStore;
  backup: ImageStore;
  media: MediaLibrary;
  now: Date;
  keepDays?: number;
}): Promise<BackupReport> {
  const name = backupName(now);
  const [live, copies, library] = await Promise.all([imageNames(images), imageNames(backup), media.readAll()]);
  const copied = new Set(copies);
  const present: string[] = [];
  let vanished = 0;
  let copiedNow = 0;
  await inBatches(live, async (image) => {
    if (!copied.has(image)) {
      const bytes = await images.read(imageKey(image));
      if (!bytes) {
        vanished++;
        return;
      }
      await backup.save(imageKey(image), bytes, 'image/webp');
      copiedNow++;
    }
    present.push(image);
  });

  // The manifest after the copies: it never lists an image whose copy is not in the backup.
  const manifest: ImageManifest = {
    name,
    takenAt: now.toISOString(),
    images: present.sort().map((image) => ({ name: image, media: library.get(image) ?? null })),
  };
  await backup.save(manifestKey(name), Buffer.from(JSON.stringify(manifest)), 'application/json');

  // Pruning: manifests older than the retention go, then every copy that no remaining manifest lists.
  const oldest = now.getTime() - keepDays * DAY_MS;
  const manifests = await listManifests(backup);
  const expired = manifests.filter((kept) => timeOfBackup(kept)!.getTime() < oldest);
  await inBatches(expired, (old) => backup.remove(manifestKey(old)));
  const needed = new Set(present);
  let complete = true;
  for (const kept of manifests.filter((kept) => !expired.includes(kept) && kept !== name)) {
    const listed = await readManifest(backup, kept);
    // A manifest gone since the listing keeps every copy this run: pruning on a partial picture could lose one.
    if (!listed) complete = false;
    for (const image of listed?.images ?? []) needed.add(image.name);
  }
  const unneeded = complete ? (await imageNames(backup)).filter((image) => !needed.has(image)) : [];
  await inBatches(unneeded, (image) => backup.remove(imageKey(image)));
  return {
    name,
    images: present.length,
    copied: copiedNow,
    vanished,
    prunedImages: unneeded.length,
    prunedManifests: expired.length,
  };
}

export type RestoreReport = {
  /** The backup the images came from. */
  from: string;
  /** Copied back into the image store. */
  restored: string[];
  /** Already in the image store: left as they are. */
  present: string[];
  /** Library entries created again (an existing entry is never overwritten). */
  entries: string[];
};

/** The newest manifest that lists the image, or null when no kept backup has it. */
async function newestWith(backup: ImageStore, image: string): Promise<ImageManifest | null> {
  for (const name of (await listManifests(backup)).reverse()) {
    const manifest = await readManifest(backup, name);
    if (manifest?.images.some((entry) => entry.name === image)) return manifest;
  }
  return null;
}

/**
 * Puts images back from the backup: every image of one backup (a whole day, after importing that day's Firestore
 * export), or the named ones, each from the newest backup that has it when no backup is named. Images already in
 * the store are left alone, and images added since are not removed, as a Firestore import does.
 */
export async function restoreImages({
  images,
  backup,
  media,
  from,
  only,
}: {
  images: ImageStore;
  backup: ImageStore;
  media: MediaLibrary;
  from?: string;
  only?: string[];
}): Promise<RestoreReport> {
  for (const image of only ?? []) {
    if (!IMAGE_NAME_PATTERN.test(image)) throw new Error(`"${image}" is not an image name such as 0123…cdef.webp.`);
  }
  const kept = await listManifests(backup);
  const describe = () => (kept.length ? `the backups kept are ${kept.join(', ')}` : 'the backup holds no manifest');
  let manifests: ImageManifest[];
  if (from !== undefined) {
    const manifest = kept.includes(from) ? await readManifest(backup, from) : null;
    if (!manifest) throw new Error(`No image backup named ${from}: ${describe()}.`);
    manifests = [manifest];
  } else if (only?.length) {
    manifests = [];
    for (const image of only) {
      const manifest = await newestWith(backup, image);
      if (!manifest) throw new Error(`No kept backup has the image ${image}: ${describe()}.`);
      manifests.push({ ...manifest, images: manifest.images.filter((entry) => entry.name === image) });
    }
  } else {
    throw new Error('Name the backup to restore (a whole day) or the images to restore.');
  }

  const entries = manifests.flatMap((manifest) =>
    manifest.images.filter((entry) => !only?.length || only.includes(entry.name)),
  );
  const missing = (only ?? []).filter((image) => !entries.some((entry) => entry.name === image));
  if (missing.length) throw new Error(`The backup ${from} does not list ${missing.join(', ')}: ${describe()}.`);

  const report: RestoreReport = {
    from: manifests.map((m) => m.name).join(', '),
    restored: [],
    present: [],
    entries: [],
  };
  await inBatches(entries, async (entry) => {
    if (await images.read(imageKey(entry.name))) {
      report.present.push(entry.name);
    } else {
      const bytes = await backup.read(imageKey(entry.name));
      if (!bytes) throw new Error(`The backup lists ${entry.name} but holds no copy of it.`);
      await images.save(imageKey(entry.name), bytes, 'image/webp');
      report.restored.push(entry.name);
    }
    if (entry.media && (await media.restore(entry.name, entry.media))) report.entries.push(entry.name);
  });
  for (const list of [report.restored, report.present, report.entries]) list.sort();
  return report;
}
