import type { ServerResponse } from 'node:http';
import { matchRoute } from './router';
import { ROUTES } from './routes';
import { failed, sendJson, sendResult } from './respond';
import { HttpError } from './http-error';
import { clientIdOf, type ApiRequest } from './context';
import { logs } from '../logs';

/**
 * The API's single entry point. It takes plain Node request/response objects so the same handler
 * runs inside Cloud Functions and on a bare `http.createServer` (benchmarks, integration tests).
 */
export async function handleApiRequest(req: ApiRequest, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const match = matchRoute(ROUTES, method === 'HEAD' ? 'GET' : method, path);

  if (match.kind === 'not-found') return sendJson(req, res, failed(404, `No API route matches ${method} ${path}.`));
  if (match.kind === 'wrong-method') {
    const allow = match.allowed.join(', ');
    return sendJson(req, res, failed(405, `Use ${match.allowed.join(' or ')} for ${path}.`, { Allow: allow }));
  }

  try {
    const ctx = { req, params: match.params, query: url.searchParams, clientId: clientIdOf(req) };
    sendResult(req, res, await match.handler(ctx));
  } catch (error) {
    if (error instanceof HttpError) return sendJson(req, res, failed(error.status, error.message, error.headers));
    logs.error('Unhandled API error', error, { method, path });
    sendJson(req, res, failed(500, 'Something went wrong on our side. Please try again.'));
  }
}
