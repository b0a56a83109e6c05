import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { isAbort } from '../../lib/error-message';
import { MEDIA_UPLOAD_MAX_BYTES } from '@shared/schemas/media';
import type { MediaApi } from './api/media-api';
import { forgetSharedFile } from './shared-files';

export type UploadStatus = 'waiting' | 'uploading' | 'uploaded' | 'failed' | 'refused';

/** One file on its way into the library, with its own progress and its own message. */
export type UploadEntry = {
  id: string;
  fileName: string;
  status: UploadStatus;
  /** 0…1 while uploading. */
  progress: number;
  message: string;
  /** The stored image's name once uploaded (what PUT /api/media/{name} takes). */
  name?: string;
  /** Shared from the phone: kept by the service worker until it is uploaded. */
  shared: boolean;
};

type Waiting = { file: File; sharedKey?: string; controller?: AbortController };

/** Answers that no retry will change: the file itself was refused. Others (offline, busy, signed out) may pass later. */
const isFinalRefusal = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.httpStatus !== null &&
  error.httpStatus >= 400 &&
  error.httpStatus < 500 &&
  ![401, 403, 408, 429].includes(error.httpStatus);

/** Refused before any byte leaves the device, by the file's name: not an image, or larger than the upload takes. */
export function refusalOf(file: File): string | null {
  // An empty type is the browser not knowing (some phones' HEIC): the server sniffs the bytes and decides.
  if (file.type && !file.type.startsWith('image/')) return `${file.name} is not an image.`;
  if (file.size > MEDIA_UPLOAD_MAX_BYTES) return `${file.name} is larger than 5 MB. Choose a smaller photo.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

let nextId = 0;

/**
 * Uploads files one after the other through the library's upload (the blog form's pipeline), each with its own
 * progress and message. Photos shared from the phone are removed from the service worker's keeping only once
 * uploaded, or refused for good; a failure that a retry may mend (offline, a busy server) keeps them, and they go
 * again when the device is back online.
 */
export function useUploadQueue(upload: MediaApi['upload'], onUploaded: () => void) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const files = useRef(new Map<string, Waiting>());
  const queuedShares = useRef(new Set<string>());
  const running = useRef<string | null>(null);

  const patch = useCallback((id: string, change: Partial<UploadEntry>) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  }, []);

  const add = useCallback((chosen: { file: File; sharedKey?: string }[]) => {
    const added: UploadEntry[] = [];
    for (const { file, sharedKey } of chosen) {
      if (sharedKey) {
        if (queuedShares.current.has(sharedKey)) continue;
        queuedShares.current.add(sharedKey);
      }
      const id = `upload-${++nextId}`;
      const refusal = refusalOf(file);
      if (refusal && sharedKey) void forgetSharedFile(sharedKey);
      else files.current.set(id, { file, sharedKey });
      added.push({
        id,
        fileName: file.name,
        status: refusal ? 'refused' : 'waiting',
        progress: 0,
        message: refusal ?? 'Waiting to upload…',
        shared: Boolean(sharedKey),
      });
    }
    if (added.length) setEntries((list) => [...list, ...added]);
  }, []);

  /** The next file may start: called before the state change that wakes the queue up. */
  const release = (id: string) => {
    if (running.current === id) running.current = null;
  };

  const run = useCallback(
    async (id: string) => {
      const waiting = files.current.get(id);
      if (!waiting) return;
      const controller = new AbortController();
      waiting.controller = controller;
      running.current = id;
      patch(id, { status: 'uploading', progress: 0, message: `Uploading ${waiting.file.name}…` });
      try {
        const uploaded = await upload(waiting.file, {
          signal: controller.signal,
          onProgress: (fraction) => {
            if (controller.signal.aborted) return;
            // Every byte sent: the server still checks the picture and cuts its sizes, which takes a moment.
            const sent = fraction >= 1 ? { message: `${waiting.file.name} sent. Preparing its sizes…` } : {};
            patch(id, { progress: fraction, ...sent });
          },
        });
        files.current.delete(id);
        if (waiting.sharedKey) await forgetSharedFile(waiting.sharedKey).catch(() => undefined);
        release(id);
        patch(id, {
          status: 'uploaded',
          progress: 1,
          name: uploaded.path.split('/').pop(),
          message: `${waiting.file.name} uploaded. Describe it before using it in a blog or page.`,
        });
        onUploaded();
      } catch (error) {
        release(id);
        if (controller.signal.aborted || isAbort(error)) return;
        const said = error instanceof ApiRequestError ? error.message : 'The upload did not finish. Try again.';
        if (isFinalRefusal(error)) {
          files.current.delete(id);
          if (waiting.sharedKey) await forgetSharedFile(waiting.sharedKey).catch(() => undefined);
          patch(id, { status: 'refused', message: `${waiting.file.name} was refused: ${said}` });
        } else {
          const kept = waiting.sharedKey ? ' It stays on this device until it is uploaded.' : '';
          patch(id, { status: 'failed', message: `${waiting.file.name} was not uploaded: ${said}${kept}` });
        }
      }
    },
    [upload, patch, onUploaded],
  );

  // One upload at a time, in the order chosen: a phone's connection serves one photo faster than five at once.
  useEffect(() => {
    if (running.current) return;
    const next = entries.find((entry) => entry.status === 'waiting');
    if (next) void run(next.id);
  }, [entries, run]);

  const retry = useCallback((id: string) => patch(id, { status: 'waiting', message: 'Waiting to upload…' }), [patch]);

  // Back online, the uploads that failed for want of a connection go again.
  useEffect(() => {
    const again = () =>
      setEntries((list) =>
        list.map((entry) =>
          entry.status === 'failed' ? { ...entry, status: 'waiting', message: 'Waiting to upload…' } : entry,
        ),
      );
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);

  /** Stops one file (a shared photo is then let go of too: the admin chose so). */
  const cancel = useCallback((id: string) => {
    const waiting = files.current.get(id);
    files.current.delete(id);
    waiting?.controller?.abort();
    if (waiting?.sharedKey) void forgetSharedFile(waiting.sharedKey);
    if (running.current === id) running.current = null;
    setEntries((list) => list.filter((entry) => entry.id !== id));
  }, []);

  const dismiss = useCallback((id: string) => setEntries((list) => list.filter((entry) => entry.id !== id)), []);

  // Leaving the screen stops the upload under way; shared photos stay kept for the next visit.
  useEffect(() => {
    const kept = files.current;
    return () => kept.forEach((waiting) => waiting.controller?.abort());
  }, []);

  return { entries, add, retry, cancel, dismiss };
}
