import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { DataUnavailableError, InvalidInputError, NotFoundError, SlugTakenError } from '../data/errors';
import { createApiHandler, handleApiRequest } from './app';
import type { Route } from './router';

// firebase-functions' logger keeps the console.error it finds at import time, so the spy is installed first.
const consoleError = vi.hoisted(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

// The handler on a plain Node server: the paths that need no database or token.
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => void handleApiRequest(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

const post = (path: string, body: string, type = 'application/json') =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body });

describe('handleApiRequest', () => {
  it('answers malformed JSON with a JSON 400', async () => {
    const res = await post('/api/newsletter', '{"email": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', message: 'The request body is not valid JSON.' });
  });

  it('answers another media type with a JSON 415', async () => {
    const res = await post('/api/contact-requests', 'name=x', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect((await res.json()).status).toBe('error');
  });

  it('answers an over-large body with a JSON 413', async () => {
    const res = await post('/api/newsletter', JSON.stringify({ email: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect((await res.json()).status).toBe('error');
  });

  it('answers an unknown path with a JSON 404 and a wrong method with a JSON 405', async () => {
    const missing = await fetch(`${origin}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).status).toBe('error');
    const wrong = await fetch(`${origin}/api/newsletter`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('answers a write without a token with 401 before reading the body', async () => {
    const res = await post('/blog', '{}');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 'error', message: expect.stringMatching(/administrator/) });
  });
});

/** A one-route API whose handler throws the given error, on its own plain Node server. */
async function answerWhenThrowing(error: unknown): Promise<Response> {
  const routes: Route<RouteHandler>[] = [
    {
      method: 'POST',
      pattern: '/api/throws',
      handler: async () => {
        throw error;
      },
    },
  ];
  const handle = createApiHandler(routes);
  const one = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => one.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = one.address() as AddressInfo;
    return await fetch(`http://127.0.0.1:${port}/api/throws`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com', password: 'secret-password' }),
    });
  } finally {
    one.close();
  }
}

describe('errors become statuses in one place', () => {
  it.each([
    [new NotFoundError('No blog matches that address.'), 404],
    [new SlugTakenError('Another blog already uses the address "x". Choose a different slug.'), 409],
    [new InvalidInputError('category: There is no category 9.'), 400],
    [new HttpError(429, 'Too many requests. Please wait 3 seconds and try again.'), 429],
  ])('answers %s with %i and its message', async (error, status) => {
    const res = await answerWhenThrowing(error);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ status: 'error', message: (error as Error).message });
  });

  it('answers an unreachable database with 503 and Retry-After', async () => {
    const res = await answerWhenThrowing(new DataUnavailableError());
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect((await res.json()).message).toMatch(/database is unavailable/);
  });

  it('answers anything else with a generic 500 and logs the error with its stack, not the request body', async () => {
    consoleError.mockClear();
    const res = await answerWhenThrowing(new TypeError('boom in a handler'));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      status: 'error',
      message: 'Something went wrong on our side. Please try again.',
    });
    const lines = consoleError.mock.calls.map((call) => String(call[0]));
    const entry = JSON.parse(lines.find((line) => line.includes('Unhandled API error')) ?? '{}');
    expect(entry).toMatchObject({ severity: 'ERROR', method: 'POST', path: '/api/throws' });
    expect(entry.message).toMatch(/TypeError: boom in a handler\n\s+at /);
    expect(lines.join('\n')).not.toMatch(/someone@example\.com|secret-password/);
  });
});
