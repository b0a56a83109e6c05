import type { ServerResponse } from 'node:http';
import { logger } from 'firebase-functions/logger';
import { clientIdOf, type ApiRequest } from '../core/context';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { failed, sendJson, sendResult, type JsonResult } from '../core/respond';
import { DataUnavailableError, InvalidInputError, NotFoundError, SlugTakenError } from '../data/errors';
import { matchRoute, type Route } from './router';
import { ROUTES } from './routes';

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again.';

/**
 * The one place errors become HTTP answers: the request layer's HttpErrors keep their status, the data layer's
 * errors get theirs here. Anything else is a bug or an outage: null, so the caller logs it and answers a 500.
 */
export function failureFor(error: unknown): JsonResult | null {
  if (error instanceof HttpError) return failed(error.status, error.message, error.headers);
  if (error instanceof NotFoundError) return failed(404, error.message);
  if (error instanceof SlugTakenError) return failed(409, error.message);
  if (error instanceof InvalidInputError) return failed(400, error.message);
  if (error instanceof DataUnavailableError) return failed(503, error.message, { 'Retry-After': '5' });
  return null;
}

/**
 * The API's entry point for a route table. It takes plain Node request/response objects so the same handler
 * runs inside Cloud Functions and on a bare `http.createServer` (benchmarks, integration tests).
 */
export function createApiHandler(routes: readonly Route<RouteHandler>[]) {
  return async function handle(req: ApiRequest, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const match = matchRoute(routes, method === 'HEAD' ? 'GET' : method, path);
    if (match.kind === 'not-found') return sendJson(req, res, failed(404, `No API route matches ${method} ${path}.`));
    if (match.kind === 'wrong-method') {
      const allow = match.allowed.join(', ');
      return sendJson(req, res, failed(405, `Use ${match.allowed.join(' or ')} for ${path}.`, { Allow: allow }));
    }
    try {
      const ctx = { req, params: match.params, query: url.searchParams, clientId: clientIdOf(req) };
      sendResult(req, res, await match.handler(ctx));
    } catch (error) {
      const failure = failureFor(error);
      if (failure) return sendJson(req, res, failure);
      // The Error object itself, so the entry keeps its stack trace for Error Reporting. Never the body.
      logger.error('Unhandled API error', error, { method, path });
      sendJson(req, res, failed(500, GENERIC_FAILURE));
    }
  };
}

export const handleApiRequest = createApiHandler(ROUTES);
