/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from './api-client';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

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
  '/api/html': (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<!doctype html><title>app shell</title>');
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
