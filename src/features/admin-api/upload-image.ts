import { ApiRequestError } from '../../lib/api-client';
import { ADMIN_MESSAGES } from './admin-transport';

export const UPLOAD_PATH = '/api/backup-files/upload_files';
/** The multipart field the API reads the file from. */
export const UPLOAD_FIELD = 'image';
/** A 5 MB photo over a weak mobile connection can take a while; JSON calls keep their shorter limit. */
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

export type UploadOptions = {
  /** Called with 0…1 as the bytes leave the device. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

type UploadRequest = UploadOptions & {
  url: string;
  token: string;
  file: Blob;
  timeoutMs?: number;
  /** Injected by tests. */
  createRequest?: () => XMLHttpRequest;
};

function parseBody(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Posts an image as multipart/form-data with XMLHttpRequest, the one browser API that reports upload progress. */
export function uploadImageWithProgress({
  url,
  token,
  file,
  onProgress,
  signal,
  timeoutMs = UPLOAD_TIMEOUT_MS,
  createRequest = () => new XMLHttpRequest(),
}: UploadRequest): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const xhr = createRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = timeoutMs;

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      settle();
      const body = parseBody(xhr.responseText);
      const message = typeof body?.message === 'string' && body.message ? body.message : null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.status === 'success' && typeof body.data === 'string') {
        onProgress?.(1);
        resolve({
          path: body.data,
          card: typeof body.card === 'string' ? body.card : body.data,
          width: Number(body.width) || 0,
          height: Number(body.height) || 0,
          message: message ?? 'Image uploaded.',
        });
        return;
      }
      const kind = body ? 'server' : 'malformed';
      reject(new ApiRequestError(message ?? ADMIN_MESSAGES.failed, kind, xhr.status));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiRequestError(ADMIN_MESSAGES.network, 'network'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new ApiRequestError(ADMIN_MESSAGES.timeout, 'timeout'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };

    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file instanceof File ? file.name : 'image');
    xhr.send(form);
  });
}
