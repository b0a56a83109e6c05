import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { isAbort } from '../../../lib/error-message';

export type UploadImage = (
  file: Blob,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
) => Promise<{ path: string }>;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'done'; fileName: string }
  | { status: 'failed'; message: string };

/** Checks a chosen file, uploads it with progress, and reports the stored path. */
export function useImageUpload(upload: UploadImage, onUploaded: (path: string) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (file: File) => {
      if (!IMAGE_TYPES.includes(file.type)) {
        setState({ status: 'failed', message: 'Choose a JPEG, PNG, WebP or AVIF image.' });
        return;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        setState({ status: 'failed', message: 'The image is larger than 5 MB. Choose a smaller file.' });
        return;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', fileName: file.name, progress: 0 });
      upload(file, {
        signal: current.signal,
        onProgress: (fraction) => {
          if (!current.signal.aborted) setState({ status: 'uploading', fileName: file.name, progress: fraction });
        },
      }).then(
        ({ path }) => {
          if (current.signal.aborted) return;
          setState({ status: 'done', fileName: file.name });
          onUploaded(path);
        },
        (error: unknown) => {
          if (isAbort(error) || current.signal.aborted) return;
          const message =
            error instanceof ApiRequestError ? error.message : 'The image could not be uploaded. Please try again.';
          setState({ status: 'failed', message });
        },
      );
    },
    [upload, onUploaded],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel };
}
