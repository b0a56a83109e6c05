// @vitest-environment jsdom
/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { uploadFile } from './api-upload';

// jsdom's XMLHttpRequest is a real HTTP client: these requests reach a real server, across origins (hence CORS).
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Accept',
  'Access-Control-Allow-Methods': 'POST',
};

let server: Server;
let baseUrl: string;
let received: { authorization?: string; contentType?: string; body: string } = { body: '' };

function handle(request: IncomingMessage, response: ServerResponse) {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS);
    response.end();
    return;
  }
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
  request.on('end', () => {
    received = { authorization: request.headers.authorization, contentType: request.headers['content-type'], body };
    if (request.url === '/hang') return;
    const [status, answer] =
      request.url === '/refused'
        ? [413, { status: 'error', message: 'The image is larger than 5 MB.' }]
        : [201, { status: 'success', message: 'Image uploaded.', data: '/api/images/a.webp', card: '/c.webp' }];
    response.writeHead(status, { ...CORS, 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const file = () => new File(['fake image bytes'], 'photo.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('posts the file as multipart with the token, reports progress up to 1 and returns the answer', async () => {
    const progress: number[] = [];
    const body = await uploadFile(`${baseUrl}/upload`, 'image', file(), {
      token: 't1',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(body).toMatchObject({ status: 'success', data: '/api/images/a.webp', card: '/c.webp' });
    expect(received.authorization).toBe('Bearer t1');
    expect(received.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.body).toContain('name="image"; filename="photo.png"');
    expect(received.body).toContain('fake image bytes');
    expect(progress.at(-1)).toBe(1);
  });

  it("rejects with the server's message and status", async () => {
    const error = await uploadFile(`${baseUrl}/refused`, 'image', file()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ kind: 'server', httpStatus: 413, message: 'The image is larger than 5 MB.' });
  });

  it('gives up after the time limit with the timeout message', async () => {
    await expect(uploadFile(`${baseUrl}/hang`, 'image', file(), { timeoutMs: 200 })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The server took too long to respond. Please try again.',
    });
  });

  it("passes the caller's cancel through as an abort, not an API error", async () => {
    const controller = new AbortController();
    const pending = uploadFile(`${baseUrl}/hang`, 'image', file(), { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('reports an unreachable server as a connection problem', async () => {
    await expect(uploadFile('http://127.0.0.1:1/upload', 'image', file())).rejects.toMatchObject({ kind: 'network' });
  });
});
