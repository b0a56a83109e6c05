import {
  API_MESSAGES,
  API_TIMEOUT_MS,
  answerError,
  isEnvelope,
  startTimeout,
  transportError,
  type ApiMessages,
  type RequestOptions,
} from './api-client';

export type UploadOptions = RequestOptions & {
  /** Called with 0…1 as the bytes leave the device. */
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
  messages?: ApiMessages;
  /** Injected by tests. */
  createRequest?: () => XMLHttpRequest;
};

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Posts a file as multipart/form-data with XMLHttpRequest, the one browser API that reports upload progress.
 * Same time limit, errors and reading of the answer as `request`; resolves to the whole success body (the
 * upload's answer has fields beside `data`).
 */
export function uploadFile(
  url: string,
  field: string,
  file: Blob,
  {
    signal,
    token,
    onProgress,
    timeoutMs = API_TIMEOUT_MS,
    messages = API_MESSAGES,
    createRequest = () => new XMLHttpRequest(),
  }: UploadOptions = {},
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = createRequest();
    const limit = startTimeout(timeoutMs, signal);
    const abort = () => xhr.abort();
    limit.signal.addEventListener('abort', abort, { once: true });
    const settle = () => {
      limit.clear();
      limit.signal.removeEventListener('abort', abort);
    };

    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      settle();
      const body = parseObject(xhr.responseText);
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && body?.status === 'success') {
        onProgress?.(1);
        resolve(body);
      } else reject(answerError(xhr.status, ok && !isEnvelope(body), body, messages));
    };
    const fail = () => {
      settle();
      reject(
        transportError(
          new DOMException('The upload did not finish.', 'AbortError'),
          limit.timedOut(),
          signal,
          messages,
        ),
      );
    };
    xhr.onerror = fail;
    xhr.onabort = fail;

    const form = new FormData();
    form.append(field, file, file instanceof File ? file.name : field);
    xhr.send(form);
  });
}
