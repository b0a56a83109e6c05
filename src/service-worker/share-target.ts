/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import {
  SHARE_FILES_FIELD,
  SHARE_MARKER,
  SHARE_MAX_FILES,
  SHARE_TARGET_PATH,
  SHARED_FILE_NAME_HEADER,
  SHARED_FILES_CACHE,
} from '@shared/pwa/share-target';

/** The library page, which uploads what was kept (it sits one level above the share address). */
const LIBRARY_PATH = SHARE_TARGET_PATH.slice(0, SHARE_TARGET_PATH.lastIndexOf('/'));

/**
 * Keeps each shared file in Cache Storage under its own key. Nothing here needs the network or a signed-in user:
 * the library uploads the files once the admin is signed in and online, and removes each one after its upload.
 */
async function keepSharedFiles(request: Request): Promise<number> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return 0;
  }
  const files = form
    .getAll(SHARE_FILES_FIELD)
    .filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0)
    .slice(0, SHARE_MAX_FILES);
  const cache = await caches.open(SHARED_FILES_CACHE);
  const stamp = Date.now().toString(36);
  await Promise.all(
    files.map((file, index) =>
      cache.put(
        new Request(`${SHARE_TARGET_PATH}/${stamp}-${index}-${Math.random().toString(36).slice(2, 8)}`),
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

/**
 * The phone's Share sheet posts photos to SHARE_TARGET_PATH. The service worker answers that POST itself, offline
 * too: it keeps the files, then sends the browser on to the library with a marker (303, so the next request is a
 * GET). Signed out, the library's guard sends the admin to sign in first; the files wait in the cache meanwhile.
 */
export function registerShareTarget(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET_PATH,
    async ({ request }) => {
      const count = await keepSharedFiles(request);
      return Response.redirect(new URL(`${LIBRARY_PATH}?${SHARE_MARKER}=${count}`, location.origin).href, 303);
    },
    'POST',
  );
}
