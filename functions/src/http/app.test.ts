import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { ok } from '../core/respond';
import {
  DataUnavailableError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  SlugTakenError,
} from '../data/errors';
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

/** A one-route API that reads and validates a JSON body: the body checks, with no database or token involved. */
const echoCalls: unknown[] = [];
const echoRoutes: Route<RouteHandler>[] = [
  {
    method: 'POST',
    pattern: '/api/echo/:id',
    handler: async (ctx) => {
      const body = await readJson(ctx, z.object({ email: z.string() }).strict());
      echoCalls.push(body);
      return ok({ id: ctx.params.id, ...body }, 'no-store');
    },
  },
];
let echoServer: Server;
let echo: string;
beforeAll(async () => {
  const handle = createApiHandler(echoRoutes);
  echoServer = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => echoServer.listen(0, '127.0.0.1', resolve));
  echo = `http://127.0.0.1:${(echoServer.address() as AddressInfo).port}`;
});
afterAll(() => {
  echoServer.close();
});

const postEcho = (path: string, body: string, type = 'application/json') =>
  fetch(`${echo}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body });

describe('handleApiRequest', () => {
  it('answers malformed JSON with a JSON 400', async () => {
    const res = await postEcho('/api/echo/a', '{"email": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', message: 'The request body is not valid JSON.' });
  });

  it('answers another media type with a JSON 415', async () => {
    const res = await postEcho('/api/echo/a', 'name=x', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect((await res.json()).status).toBe('error');
  });

  it('answers an over-large body with a JSON 413 from its declared length, before the handler runs', async () => {
    echoCalls.length = 0;
    const res = await postEcho('/api/echo/a', JSON.stringify({ email: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 'error', message: 'The request body is larger than 1024 KB.' });
    expect(echoCalls).toEqual([]);
    // The connection stays open under a proxy still writing the body (tests/api/upload.test.ts shows why).
    expect(res.headers.get('connection')).not.toBe('close');
    // The same on the public routes, ahead of their rate limit (which would need the database).
    const limited = await post('/api/newsletter', JSON.stringify({ email: 'x'.repeat(1_100_000) }));
    expect(limited.status).toBe(413);
  });

  it('refuses a body the platform already read (rawBody) when it is over the limit', async () => {
    const handle = createApiHandler(echoRoutes);
    const res = await new Promise<{ status: number; body: string }>((resolve) => {
      const req = Object.assign(Readable.from([]), {
        method: 'POST',
        url: '/api/echo/a',
        headers: { 'content-type': 'application/json' },
        rawBody: Buffer.alloc(2 * 1024 * 1024, 32),
        socket: { remoteAddress: '127.0.0.1' },
      });
      const chunks: string[] = [];
      const fake = {
        statusCode: 200,
        setHeader: () => undefined,
        end: (chunk?: string) => {
          chunks.push(chunk ?? '');
          resolve({ status: fake.statusCode, body: chunks.join('') });
        },
      };
      void handle(req as never, fake as never);
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'error' });
  });

  it.each([
    ['an encoded slash', '/blog/..%2F..%2Fetc%2Fpasswd'],
    ['an encoded backslash', '/api/blogs/url/a%5Cb'],
    ['a control character', '/api/locationpages/url/a%00b'],
    ['broken percent-encoding', '/api/blogs/url/%E0%A4%A'],
    ['a document id Firestore reserves', '/blog/__x__'],
    ['an encoded reserved id', '/api/locationpages/%5F%5Fname%5F%5F'],
  ])('answers an id with %s with a JSON 400', async (_name, path) => {
    const res = await fetch(`${origin}${path}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', message: expect.stringMatching(/segment/) });
  });

  it('answers an encoded dot segment, which the URL parser resolves away, with a JSON 404', async () => {
    const res = await fetch(`${origin}/api/images/%2E%2E`);
    expect(res.status).toBe(404);
    expect((await res.json()).status).toBe('error');
  });

  it('answers an over-long address with a JSON 414', async () => {
    const res = await fetch(`${origin}/api/blogs/url/${'a'.repeat(3000)}`);
    expect(res.status).toBe(414);
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
    [new RateLimitedError(42), 429],
    [new GoneError('This confirmation link has already been used.'), 410],
  ])('answers %s with %i and its message', async (error, status) => {
    const res = await answerWhenThrowing(error);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ status: 'error', message: (error as Error).message });
    if (error instanceof RateLimitedError) expect(res.headers.get('retry-after')).toBe('42');
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
