import type { Bucket } from '@google-cloud/storage';
import { chooseImageStore, isValidImageKey, localImageStore, type ImageStore } from '../images/image-store';

function checkedKey(key: string): string {
  if (!isValidImageKey(key)) throw new Error(`Refusing a backup key outside the bucket: ${JSON.stringify(key)}`);
  return key;
}

/**
 * A named bucket (the backup bucket) behind the image store's interface, so the image backup copies between two
 * stores without knowing where either is. Server-side copies would save the bytes' round trip through the
 * function, but the images are a few hundred KB, copied once each: not worth a second code path.
 */
export function createBucketStore(name: string): ImageStore {
  let bucket: Promise<Bucket> | undefined;
  const open = () =>
    (bucket ??= (async () => {
      const { getApps, initializeApp } = await import('firebase-admin/app');
      const { getStorage } = await import('firebase-admin/storage');
      return getStorage(getApps()[0] ?? initializeApp()).bucket(name);
    })());
  return {
    async save(key, bytes, contentType) {
      await (await open()).file(checkedKey(key)).save(bytes, { contentType, resumable: false });
    },
    async read(key) {
      try {
        const [bytes] = await (await open()).file(checkedKey(key)).download();
        return bytes;
      } catch (error) {
        if ((error as { code?: unknown }).code === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      await (await open()).file(checkedKey(key)).delete({ ignoreNotFound: true });
    },
    async list(folder) {
      const prefix = `${checkedKey(folder)}/`;
      const [files] = await (await open()).getFiles({ prefix, delimiter: '/', autoPaginate: true });
      return files
        .map((file) => ({
          name: file.name.slice(prefix.length),
          storedAt: new Date(String(file.metadata.timeCreated)),
        }))
        .filter((object) => object.name !== '');
    },
  };
}

/**
 * Where the image backup goes: the BACKUP_BUCKET when images are in Cloud Storage; beside the local image folder
 * (`<folder>-backups`) when they are in one, as on the emulators here, so the copy and the restore run locally.
 */
export function backupStoreFor(bucket: () => string): ImageStore {
  const images = chooseImageStore();
  if (images.kind === 'local-folder') return localImageStore(`${images.dir}-backups`);
  return createBucketStore(bucket());
}
