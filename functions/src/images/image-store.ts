import os from 'node:os';
import path from 'node:path';
import type { Bucket } from '@google-cloud/storage';
import { platformEnv, type PlatformEnv } from '../core/platform-env';
import { checkedKey } from './image-keys';

export { isValidImageKey } from './image-keys';

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

/**
 * A folder for images where no Storage emulator runs: only the emulators choose it (chooseImageStore), and its code is a
 * file of its own (local-image-store.ts), loaded on first use, which the deployed bundle leaves out.
 */
export function localImageStore(dir: string): ImageStore {
  let loaded: Promise<ImageStore> | undefined;
  const store = () =>
    (loaded ??= import('./local-image-store').then(({ createLocalImageStore }) => createLocalImageStore(dir)));
  return {
    save: async (key, bytes, contentType) => (await store()).save(key, bytes, contentType),
    read: async (key) => (await store()).read(key),
    remove: async (key) => (await store()).remove(key),
    list: async (folder) => (await store()).list(folder),
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
  if (choice.kind === 'local-folder') return localImageStore(choice.dir);
  cloudStore ??= createCloudImageStore();
  return cloudStore;
}
