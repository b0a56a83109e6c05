import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameworkListener } from '../../tools/scripts/lib/functions-framework';
import { baseUrl } from '../support/http';

const post = (origin: string, path: string, body: string) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('errors stay JSON through Hosting', () => {
  // An encoded slash inside one segment reaches the router, which refuses it (400). The handler's answer to the
  // traversal below is in functions/src/http/app.test.ts; through the emulated Hosting it never gets there (next test).
  it.each([
    ['an encoded slash in a blog id', '/blog/bad%2Fid', [400]],
    ['an encoded backslash in a slug', '/api/blogs/url/a%5C..%5Cb', [400]],
    ['a control character in a slug', '/api/locationpages/url/a%00b', [400]],
    ['an over-long path', `/api/blogs/url/${'a'.repeat(3000)}`, [414]],
  ])('answers %s with a JSON 4xx and no stack trace', async (_name, path, statuses) => {
    const res = await fetch(`${baseUrl()}${path}`);
    expect(statuses).toContain(res.status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { status: string; message: string };
    expect(body).toEqual({ status: 'error', message: expect.any(String) });
  });
});

describe('where Hosting answers before the api function', () => {
  it('resolves an encoded traversal to another path, whose answer is the site 404 page without a stack trace', async () => {
    // The emulated Hosting decodes `..%2F..%2F` and resolves it to /etc/passwd before matching its rewrites, so the
    // request goes to the pages function (not /blog/**): a 404 page of the site, never a file or a trace.
    const res = await fetch(`${baseUrl()}/blog/..%2F..%2Fetc%2Fpasswd`);
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toMatch(/root:|SyntaxError|\s+at\s+\S+\s+\(|node_modules/);
  });
});

/**
 * Malformed JSON never reaches the handler on Cloud Functions: the Functions Framework's body parser fails first and
 * Express's final handler answers. The same stack, run here in production mode, is what production sends; the
 * local stack (functions/.env.demo-clinic sets NODE_ENV=production, as Cloud Run does) answers the same.
 */
describe('where the platform answers before the handler', () => {
  let server: Server;
  let framework: string;
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    const { handleApiRequest } = await import('../../functions/src/http/app');
    server = createServer(await frameworkListener('api-errors', (req, res) => void handleApiRequest(req, res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    framework = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  it('answers malformed JSON with a 400 "Bad Request" page and no stack trace, in production and locally', async () => {
    const production = await post(framework, '/api/newsletter', '{"email": ');
    const local = await post(baseUrl(), '/api/newsletter', '{"email": ');
    for (const res of [production, local]) {
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).toContain('Bad Request');
      expect(text).not.toMatch(/SyntaxError|\s+at\s|node_modules/);
    }
  });

  it('still answers an over-large body with the JSON 413 once the framework has read it', async () => {
    const res = await post(framework, '/api/newsletter', JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 'error', message: 'The request body is larger than 1024 KB.' });
  });
});
