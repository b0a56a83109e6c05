import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Bucket } from '@google-cloud/storage';
import { platformEnv, type PlatformEnv } from '../core/platform-env';

/** Where processed images live: Cloud Storage (deployed or emulated), else a local folder (see chooseImageStore). */
export type ImageStore = {
  save(key: string, bytes: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  /** Removes an object; one that is already gone is no error. */
  remove(key: string): Promise<void>;
  /** The objects directly in a folder such as `images` (name = last segment, when stored), for the media backfill. */
  list(folder: string): Promise<{ name: string; storedAt: Date }[]>;
};

/** Stored names are random and never reused, so browsers and the CDN may keep them for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// One or more plain segments such as "images/cards/ab12.webp": no "." or ".." segments, no leading "/",
// no backslashes or other characters that a file system or a bucket path could read differently.
const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/i;

export function isValidImageKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

function checkedKey(key: string): string {
  if (!isValidImageKey(key)) throw new Error(`Refusing an image key outside the store: ${JSON.stringify(key)}`);
  return key;
}

export function createLocalImageStore(root: string): ImageStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, checkedKey(key));
    // The key check already rules traversal out; this is the second lock on the same door.
    if (!file.startsWith(base + path.sep)) throw new Error('Refusing an image key outside the store.');
    return file;
  };
  return {
    async save(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a concurrent read never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(folder) {
      try {
        const entries = await readdir(fileOf(folder), { withFileTypes: true });
        const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'));
        return Promise.all(
          files.map(async ({ name }) => ({ name, storedAt: (await stat(fileOf(`${folder}/${name}`))).mtime })),
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}

let bucket: Promise<Bucket> | undefined;

/**
 * The Admin SDK's Storage loads on first use, like Firestore, to keep cold starts short. When
 * FIREBASE_STORAGE_EMULATOR_HOST is set, firebase-admin points the Cloud Storage client at the Storage emulator.
 */
function getDefaultBucket(): Promise<Bucket> {
  bucket ??= (async () => {
    const { getApps, initializeApp } = await import('firebase-admin/app');
    const { getStorage } = await import('firebase-admin/storage');
    return getStorage(getApps()[0] ?? initializeApp()).bucket();
  })();
  return bucket;
}

/** The production adapter: the project's default bucket (or the Storage emulator's) through firebase-admin. */
export function createCloudImageStore(): ImageStore {
  return {
    async save(key, bytes, contentType) {
      const file = (await getDefaultBucket()).file(checkedKey(key));
      // A single request: images are at most a few hundred KB after processing, too small to need resuming.
      await file.save(bytes, { contentType, resumable: false, metadata: { cacheControl: IMAGE_CACHE_CONTROL } });
    },
    async read(key) {
      const file = (await getDefaultBucket()).file(checkedKey(key));
      try {
        const [bytes] = await file.download();
        return bytes;
      } catch (error) {
        if ((error as { code?: unknown }).code === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      await (await getDefaultBucket()).file(checkedKey(key)).delete({ ignoreNotFound: true });
    },
    async list(folder) {
      const prefix = `${checkedKey(folder)}/`;
      // The delimiter keeps sub-folders (cards/, hero/…) out: only the objects directly in the folder.
      const [files] = await (await getDefaultBucket()).getFiles({ prefix, delimiter: '/', autoPaginate: true });
      return files
        .map((file) => ({
          name: file.name.slice(prefix.length),
          storedAt: new Date(String(file.metadata.timeCreated ?? file.metadata.updated ?? 0)),
        }))
        .filter((object) => object.name !== '');
    },
  };
}

export type ImageStoreChoice = { kind: 'cloud-storage'; emulatorHost?: string } | { kind: 'local-folder'; dir: string };

/**
 * Cloud Storage whenever there is one: the real bucket when deployed, the official Storage emulator when it runs
 * (the Functions emulator then sets FIREBASE_STORAGE_EMULATOR_HOST). Only where no Storage emulator could start
 * do images go to a folder: CLINIC_LOCAL_IMAGE_DIR (set by the local stack), else a temp folder in the emulator.
 */
export function chooseImageStore(env: PlatformEnv = platformEnv()): ImageStoreChoice {
  if (env.FIREBASE_STORAGE_EMULATOR_HOST)
    return { kind: 'cloud-storage', emulatorHost: env.FIREBASE_STORAGE_EMULATOR_HOST };
  if (env.CLINIC_LOCAL_IMAGE_DIR) return { kind: 'local-folder', dir: env.CLINIC_LOCAL_IMAGE_DIR };
  if (env.FUNCTIONS_EMULATOR === 'true') return { kind: 'local-folder', dir: path.join(os.tmpdir(), 'clinic-images') };
  return { kind: 'cloud-storage' };
}

let cloudStore: ImageStore | undefined;

export function getImageStore(): ImageStore {
  const choice = chooseImageStore();
  if (choice.kind === 'local-folder') return createLocalImageStore(choice.dir);
  cloudStore ??= createCloudImageStore();
  return cloudStore;
}
