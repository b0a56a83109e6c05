import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiError, ApiSuccess } from '@shared/api-envelope';

export type CachePolicy = 'public' | 'no-store' | 'immutable';

const CACHE_HEADERS: Record<CachePolicy, string> = {
  // Short browser cache, longer CDN cache: published content changes rarely, edits show within minutes.
  public: 'public, max-age=60, s-maxage=600',
  'no-store': 'no-store',
  // Stored images have random names and never change.
  immutable: 'public, max-age=31536000, immutable',
};

export type JsonResult = {
  status: number;
  body: unknown;
  cache?: CachePolicy;
  headers?: Record<string, string>;
};

/** Bytes such as a stored image; always sent with nosniff so a browser never reinterprets them. */
export type BinaryResult = {
  status: 200;
  binary: Buffer;
  contentType: string;
  cache: CachePolicy;
  headers?: Record<string, string>;
};

export type HandlerResult = JsonResult | BinaryResult;

export function sendResult(req: IncomingMessage, res: ServerResponse, result: HandlerResult): void {
  if ('binary' in result) {
    res.statusCode = result.status;
    res.setHeader('Content-Type', result.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', CACHE_HEADERS[result.cache]);
    res.setHeader('Content-Length', String(result.binary.length));
    for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
    res.end(req.method === 'HEAD' ? undefined : result.binary);
    return;
  }
  sendJson(req, res, result);
}

export function sendJson(req: IncomingMessage, res: ServerResponse, result: JsonResult): void {
  const payload = JSON.stringify(result.body);
  const cache = result.cache ?? 'no-store';
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', CACHE_HEADERS[cache]);
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);

  if (cache === 'public' && result.status === 200) {
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.statusCode = result.status;
  res.end(payload);
}

export const ok = (data: unknown, cache: CachePolicy = 'public'): JsonResult => ({
  status: 200,
  body: { status: 'success', data } satisfies ApiSuccess<unknown>,
  cache,
});

export const written = (status: 200 | 201 | 202, message: string, data: unknown): JsonResult => ({
  status,
  body: { status: 'success', message, data } satisfies ApiSuccess<unknown>,
  cache: 'no-store',
});

export const failed = (
  status: number,
  message: string,
  headers?: Record<string, string>,
  code?: string,
): JsonResult => ({
  status,
  body: { status: 'error', message, ...(code ? { code } : {}) } satisfies ApiError,
  cache: 'no-store',
  ...(headers ? { headers } : {}),
});
