/**
 * The manifest's share target for photos, shared by the manifest (tools/build/web-manifest.ts), the service worker that
 * receives the shared POST (src/service-worker/share-target.ts) and the media library that uploads what it kept.
 */

/** Where the phone's Share sheet posts: an admin address, answered by the service worker alone. */
export const SHARE_TARGET_PATH = '/admin/media/share';
/** The multipart field holding the shared files. */
export const SHARE_FILES_FIELD = 'images';
/** The library's address after a share: the query marks that shared photos are waiting. */
export const SHARE_MARKER = 'shared';
/**
 * Where the service worker keeps shared files until the library has uploaded each one: Cache Storage, which the page
 * reads too. A file is a response keyed by a made-up URL under the share path; its name is in a header.
 */
export const SHARED_FILES_CACHE = 'clinic-shared-images-v1';
export const SHARED_FILE_NAME_HEADER = 'X-Shared-File-Name';
/** At most this many files from one share; a Share sheet sends a handful, never hundreds. */
export const SHARE_MAX_FILES = 20;
