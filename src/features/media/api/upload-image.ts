import { ADMIN_MESSAGES, type AdminClient } from '../../../lib/admin-client';
import { ApiRequestError, type RequestOptions } from '../../../lib/api-client';
import { API_PATHS } from '@shared/api-paths';

/** The multipart field the API reads the file from. */
export const UPLOAD_FIELD = 'image';
/** A 5 MB photo over a weak mobile connection can take a while; JSON calls keep the shorter limit. */
export const UPLOAD_TIMEOUT_MS = 180_000;

export type UploadedImage = {
  /** The stored image, e.g. `/api/images/<name>.webp`: what a blog keeps as `blog_image`. */
  path: string;
  /** The small card version of the same image. */
  card: string;
  width: number;
  height: number;
  message: string;
};

export type UploadOptions = Pick<RequestOptions, 'signal'> & { onProgress?: (fraction: number) => void };

/** Uploads a photo into the media library, with progress: what the editors' image fields call. */
export function createImageUpload(client: AdminClient) {
  return async function uploadImage(file: Blob, { signal, onProgress }: UploadOptions = {}): Promise<UploadedImage> {
    const body = await client.upload(API_PATHS.imageUpload, UPLOAD_FIELD, file, {
      signal,
      onProgress,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
    if (typeof body.data !== 'string') throw new ApiRequestError(ADMIN_MESSAGES.malformed, 'malformed', 200);
    return {
      path: body.data,
      card: typeof body.card === 'string' ? body.card : body.data,
      width: Number(body.width) || 0,
      height: Number(body.height) || 0,
      message: typeof body.message === 'string' && body.message ? body.message : 'Image uploaded.',
    };
  };
}
