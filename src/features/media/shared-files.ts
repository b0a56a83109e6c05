import { SHARED_FILE_NAME_HEADER, SHARED_FILES_CACHE } from '@shared/pwa/share-target';

/** A photo the service worker kept from the phone's Share sheet, with the key that removes it once uploaded. */
export type SharedFile = { key: string; file: File };

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

/** The photos waiting from earlier shares, oldest first. Nothing is removed here: see forgetSharedFile. */
export async function readSharedFiles(): Promise<SharedFile[]> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(SHARED_FILES_CACHE))) return [];
  const cache = await storage.open(SHARED_FILES_CACHE);
  const found: SharedFile[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const blob = await response.blob();
    const encoded = response.headers.get(SHARED_FILE_NAME_HEADER) ?? '';
    let name = 'shared photo';
    try {
      name = decodeURIComponent(encoded) || name;
    } catch {
      // A damaged name is no reason to lose the photo.
    }
    found.push({ key: request.url, file: new File([blob], name, { type: blob.type }) });
  }
  return found;
}

/** Removes one kept photo: after its upload succeeded, or when it can never be uploaded (refused, or cancelled). */
export async function forgetSharedFile(key: string): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  await (await storage.open(SHARED_FILES_CACHE)).delete(key);
}
