/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from './api-client';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** What the server saw of the last request to /api/echo. */
let received: { method?: string; authorization?: string; contentType?: string; body: string } = { body: '' };

const sendJson =
  (status: number, body: unknown): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

const ROUTES: Record<string, Handler> = {
  '/api/ok': sendJson(200, { status: 'success', data: [{ category_id: 1, category: 'Prevention' }] }),
  '/api/refused': sendJson(200, { status: 'error', message: 'Categories are unavailable.' }),
  '/api/missing': sendJson(404, { status: 'error', message: 'Not found.' }),
  '/api/stale': sendJson(401, {
    status: 'error',
    message: 'Please enter your password again.',
    code: 'reauth-required',
  }),
  '/api/html': (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<!doctype html><title>app shell</title>');
  },
  '/api/busy': (_request, response) => {
    response.writeHead(503, { 'Content-Type': 'text/html' });
    response.end('<p>Service unavailable</p>');
  },
  '/api/echo': (request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received = {
        method: request.method,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      };
      sendJson(200, { status: 'success', message: 'Saved.', data: { id: 'r1' } })(request, response);
    });
  },
  '/api/file.csv': (request, response) => {
    if (request.headers.authorization !== 'Bearer t1')
      return sendJson(401, { status: 'error', message: 'Sign in.' })(request, response);
    response.writeHead(200, { 'Content-Type': 'text/csv' });
    response.end('email\r\na@example.com\r\n');
  },
  // Never answers, to exercise the timeout.
  '/api/hang': () => {},
};

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const handler = ROUTES[request.url ?? ''] ?? sendJson(500, { status: 'error', message: 'No route.' });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('getJson', () => {
  it('returns the data of a success envelope', async () => {
    const { getJson } = createApiClient({ baseUrl });
    await expect(getJson('/api/ok')).resolves.toEqual([{ category_id: 1, category: 'Prevention' }]);
  });

  it("throws the server's message when the status is error", async () => {
    const { getJson } = createApiClient({ baseUrl });
    const error = await getJson('/api/refused').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'Categories are unavailable.', kind: 'server', httpStatus: 200 });
  });

  it("throws the server's message on an HTTP error", async () => {
    const { getJson } = createApiClient({ baseUrl });
    await expect(getJson('/api/missing')).rejects.toMatchObject({ message: 'Not found.', httpStatus: 404 });
  });

  it('rejects an answer that is not JSON', async () => {
    const { getJson } = createApiClient({ baseUrl });
    await expect(getJson('/api/html')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('gives up after the timeout instead of waiting forever', async () => {
    const { getJson } = createApiClient({ baseUrl, timeoutMs: 100 });
    await expect(getJson('/api/hang')).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The server took too long to respond. Please try again.',
    });
  });

  it("passes the caller's own abort through unchanged", async () => {
    const { getJson } = createApiClient({ baseUrl });
    const controller = new AbortController();
    const pending = getJson('/api/hang', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiRequestError);
  });

  it('reports an unreachable server as a connection problem', async () => {
    const { getJson } = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    await expect(getJson('/api/ok')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('writes', () => {
  it('sends JSON with the bearer token and returns the data with the server message', async () => {
    const { postJson, putJson, deleteJson } = createApiClient({ baseUrl });
    await expect(postJson('/api/echo', { title: 'A' }, { token: 't1' })).resolves.toEqual({
      data: { id: 'r1' },
      message: 'Saved.',
    });
    expect(received).toEqual({
      method: 'POST',
      authorization: 'Bearer t1',
      contentType: 'application/json',
      body: '{"title":"A"}',
    });
    await putJson('/api/echo', { handled: true });
    expect(received).toMatchObject({ method: 'PUT', authorization: undefined, body: '{"handled":true}' });
    await deleteJson('/api/echo', { token: 't2' });
    expect(received).toMatchObject({ method: 'DELETE', authorization: 'Bearer t2', contentType: undefined, body: '' });
  });

  it("uses the caller's wording, by status, when an error answer has no message", async () => {
    const { getJson } = createApiClient({
      baseUrl,
      messages: {
        timeout: 'slow',
        network: 'offline',
        malformed: 'odd',
        failed: 'failed',
        byStatus: (status) => (status >= 500 ? 'Try again in a few minutes.' : undefined),
      },
    });
    await expect(getJson('/api/busy')).rejects.toMatchObject({
      kind: 'server',
      httpStatus: 503,
      message: 'Try again in a few minutes.',
    });
    await expect(getJson('/api/html')).rejects.toMatchObject({ kind: 'malformed', message: 'odd' });
    await expect(getJson('/api/missing')).rejects.toMatchObject({ message: 'Not found.' });
  });
});

describe('error codes', () => {
  it("keeps the error answer's machine-readable code, and null when it has none", async () => {
    const { getJson } = createApiClient({ baseUrl });
    await expect(getJson('/api/stale')).rejects.toMatchObject({
      httpStatus: 401,
      code: 'reauth-required',
      message: 'Please enter your password again.',
    });
    await expect(getJson('/api/missing')).rejects.toMatchObject({ httpStatus: 404, code: null });
  });
});

describe('blob', () => {
  it('downloads a file with the token, and reads the error envelope when refused', async () => {
    const { blob } = createApiClient({ baseUrl });
    await expect((await blob('/api/file.csv', { token: 't1' })).text()).resolves.toBe('email\r\na@example.com\r\n');
    await expect(blob('/api/file.csv')).rejects.toMatchObject({ kind: 'server', httpStatus: 401, message: 'Sign in.' });
  });
});
