/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { SHARE_MARKER, SHARE_TARGET_PATH, SHARED_FILES_CACHE } from '@shared/pwa/share-target';
import { keepSharedFiles } from './keep-shared-files';

/** The library page, which uploads what was kept (it sits one level above the share address). */
const LIBRARY_PATH = SHARE_TARGET_PATH.slice(0, SHARE_TARGET_PATH.lastIndexOf('/'));

async function keepShare(request: Request): Promise<number> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return 0;
  }
  return keepSharedFiles(form, await caches.open(SHARED_FILES_CACHE));
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
      const count = await keepShare(request);
      return Response.redirect(new URL(`${LIBRARY_PATH}?${SHARE_MARKER}=${count}`, location.origin).href, 303);
    },
    'POST',
  );
}
