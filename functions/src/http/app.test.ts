import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleApiRequest } from './app';

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
