import type { AdminClient, CursorPage, Saved } from '../../../lib/admin-client';
import { API_PATHS, apiPath } from '@shared/api-paths';
import type { MediaItem, MediaListQuery, MediaUpdate } from '@shared/schemas/media';
import { createImageUpload } from './upload-image';

/**
 * The media library (decision 0021): pages of images with where each is used; alt text, focal point, delete; and
 * new images through the same upload the editors' image fields use.
 */
export function createMediaApi(client: AdminClient) {
  return {
    list: (query: MediaListQuery = {}, signal?: AbortSignal): Promise<CursorPage<MediaItem>> =>
      client.page<MediaItem>(API_PATHS.media, query, signal),
    get: (name: string, signal?: AbortSignal) => client.read<MediaItem>(apiPath(API_PATHS.mediaItem, { name }), signal),
    update: (name: string, update: MediaUpdate): Promise<Saved<MediaItem>> =>
      client.put(apiPath(API_PATHS.mediaItem, { name }), update),
    remove: (name: string): Promise<Saved<{ name: string }>> => client.remove(apiPath(API_PATHS.mediaItem, { name })),
    upload: createImageUpload(client),
  };
}

/** The media calls this feature's screens make (tests hand them fakes). */
export type MediaApi = ReturnType<typeof createMediaApi>;
export type { MediaItem };
