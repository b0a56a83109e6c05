import type { ServerResponse } from 'node:http';
import { logger } from 'firebase-functions/logger';
import { JSON_BODY_LIMIT_BYTES } from '../core/body';
import { clientAddressOf } from '../core/client-address';
import type { ApiRequest } from '../core/context';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { trimTrailingSlashes } from '../core/url-path';
import { failed, sendJson, sendResult, type JsonResult } from '../core/respond';
import {
  DataUnavailableError,
  GoneError,
  InvalidInputError,
  MovedError,
  NotFoundError,
  RateLimitedError,
  SlugTakenError,
} from '../data/errors';
import { matchRoute, type Route } from './router';
import { ROUTES } from './routes';
import { withSourceStack } from '../core/source-stack';

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again.';

/** No address of the API comes near this; a longer one is refused before routing (414). */
export const MAX_URL_LENGTH = 2048;

/**
 * The body size the request declares, or has already delivered: Cloud Functions and the emulator read the body
 * before the handler runs (`rawBody`), a plain Node server has only the header. Decision 0012.
 */
function bodySizeOf(req: ApiRequest): number {
  const declared = Number(req.headers['content-length'] ?? 0);
  return Math.max(Number.isFinite(declared) ? declared : 0, req.rawBody?.length ?? 0);
}

/**
 * The one place errors become HTTP answers: the request layer's HttpErrors keep their status, the data layer's
 * errors get theirs here. Anything else is a bug or an outage: null, so the caller logs it and answers a 500.
 */
export function failureFor(error: unknown): JsonResult | null {
  if (error instanceof HttpError) return failed(error.status, error.message, error.headers, error.code);
  if (error instanceof MovedError) {
    const answer = failed(404, error.message);
    return { ...answer, body: { ...(answer.body as object), redirectTo: error.redirectTo } };
  }
  if (error instanceof NotFoundError) return failed(404, error.message);
  if (error instanceof SlugTakenError) return failed(409, error.message);
  if (error instanceof InvalidInputError) return failed(400, error.message);
  if (error instanceof GoneError) return failed(410, error.message);
  if (error instanceof DataUnavailableError) return failed(503, error.message, { 'Retry-After': '5' });
  if (error instanceof RateLimitedError) {
    return failed(429, error.message, { 'Retry-After': String(error.retryAfterSeconds) });
  }
  return null;
}

/**
 * The API's entry point for a route table. It takes plain Node request/response objects so the same handler
 * runs inside Cloud Functions and on a bare `http.createServer` (benchmarks, integration tests).
 */
export function createApiHandler(routes: readonly Route<RouteHandler>[]) {
  return async function handle(req: ApiRequest, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if ((req.url ?? '').length > MAX_URL_LENGTH) {
      return sendJson(req, res, failed(414, 'The address is too long.'));
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return sendJson(req, res, failed(400, 'The address is not valid.'));
    }
    // A loop, not /\/+$/: that pattern backtracks quadratically on a run of slashes followed by another character.
    const path = trimTrailingSlashes(url.pathname);
    const match = matchRoute(routes, method === 'HEAD' ? 'GET' : method, path);
    if (match.kind === 'bad-segment') {
      return sendJson(req, res, failed(400, 'The address holds a character or segment no record uses.'));
    }
    if (match.kind === 'not-found') return sendJson(req, res, failed(404, `No API route matches ${method} ${path}.`));
    if (match.kind === 'wrong-method') {
      const allow = match.allowed.join(', ');
      return sendJson(req, res, failed(405, `Use ${match.allowed.join(' or ')} for ${path}.`, { Allow: allow }));
    }
    const maxBody = match.route.maxBodyBytes ?? JSON_BODY_LIMIT_BYTES;
    if (bodySizeOf(req) > maxBody) {
      // Before the rate limit, the token check and any read. The connection stays open: Node discards the unread
      // rest once the answer is sent. Closing it instead breaks the pipe of a proxy still writing the upload, and
      // the Functions emulator exits on that EPIPE, taking the whole local stack down (decision 0012). The
      // platform caps what it forwards (32 MB on Cloud Functions), so the discard is bounded there.
      const message =
        match.route.tooLargeMessage ?? `The request body is larger than ${Math.round(maxBody / 1024)} KB.`;
      return sendJson(req, res, failed(413, message));
    }
    try {
      const ctx = { req, params: match.params, query: url.searchParams, from: clientAddressOf(req) };
      sendResult(req, res, await match.handler(ctx));
    } catch (error) {
      const failure = failureFor(error);
      if (failure) return sendJson(req, res, failure);
      // The Error object itself, so the entry keeps its stack trace for Error Reporting. Never the body.
      logger.error('Unhandled API error', withSourceStack(error), { method, path });
      sendJson(req, res, failed(500, GENERIC_FAILURE));
    }
  };
}

export const handleApiRequest = createApiHandler(ROUTES);
