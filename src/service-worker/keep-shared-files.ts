/// <reference lib="webworker" />
import {
  SHARE_FILES_FIELD,
  SHARE_MAX_FILES,
  SHARE_TARGET_PATH,
  SHARED_FILE_NAME_HEADER,
} from '@shared/pwa/share-target';

/** The part of a Cache that keeping shared files needs (a test hands an in-memory one). */
type FileCache = Pick<Cache, 'put'>;

/**
 * Keeps each shared file of a share's form in the cache under its own key, and answers how many. Nothing here needs
 * the network or a signed-in user: the library uploads the files once the admin is signed in and online, and
 * removes each one after its upload.
 */
export async function keepSharedFiles(form: FormData, cache: FileCache, stamp = Date.now().toString(36)) {
  const files = form
    .getAll(SHARE_FILES_FIELD)
    .filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0)
    .slice(0, SHARE_MAX_FILES);
  await Promise.all(
    files.map((file, index) =>
      cache.put(
        new Request(new URL(`${SHARE_TARGET_PATH}/${stamp}-${index}`, location.origin)),
        new Response(file, {
          headers: {
            'Content-Type': file.type || 'application/octet-stream',
            [SHARED_FILE_NAME_HEADER]: encodeURIComponent(file.name || `shared-${index + 1}`),
          },
        }),
      ),
    ),
  );
  return files.length;
}
