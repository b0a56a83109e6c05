import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { medianMs } from '../../../tests/support/timing';
import { acceptsGzip, handlePageRequest } from './page-handler';
import { MAX_TARGET_LENGTH, pageRouteOf } from './page-routes';

type Answer = { status: number; headers: Record<string, string>; body: string };

/** The handler called in this process with a bare request and a response that records what it was given. */
async function call(url: string, method = 'GET'): Promise<Answer> {
  const headers: Record<string, string> = {};
  let body = '';
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    end: (chunk?: Buffer) => void (body = chunk ? chunk.toString('utf8') : ''),
  };
  const req = { url, method, headers: {} } as unknown as IncomingMessage;
  await handlePageRequest(req, res as unknown as ServerResponse);
  return { status: res.statusCode, headers, body };
}

// Node accepts request targets of about 16 kB; each of these is one a visitor can send.
const SIXTEEN_KB = 16_000;
const HOSTILE_TARGETS: [string, string][] = [
  ['a letter, slashes, a letter (the old pattern took 124 to 490 ms on it)', `/a${'/'.repeat(SIXTEEN_KB)}x`],
  ['slashes, then a letter', `/${'/'.repeat(SIXTEEN_KB)}x`],
  ['slashes only', '/'.repeat(SIXTEEN_KB)],
  ['a letter followed by slashes', `/x${'/'.repeat(SIXTEEN_KB)}`],
  ['a slug of 16 kB', `/article/${'a'.repeat(SIXTEEN_KB)}`],
  ['encoded slashes', `/location/${'%2F'.repeat(SIXTEEN_KB / 3)}`],
  ['many short segments', `/${'a/'.repeat(SIXTEEN_KB / 2)}!`],
  ['dot segments', `/${'./'.repeat(SIXTEEN_KB / 2)}x`],
  ['a short path with a 16 kB query', `/article/a?q=${'/'.repeat(SIXTEEN_KB)}x`],
];

describe('the pages function and hostile request targets', () => {
  it.each(HOSTILE_TARGETS)('%s: 414 with a small page, kept by no cache, in under 20 ms', async (_name, url) => {
    const answer = await call(url);
    expect(answer.status).toBe(414);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toMatch(/<meta name="robots" content="noindex">/);
    expect(answer.body).toContain('<h1>This address is too long</h1>');
    expect(await medianMs(() => call(url))).toBeLessThan(20);
  });

  it('reads a target of exactly the cap (it goes on to be routed)', async () => {
    // The cap is on the whole target; a path within it is routed by linear scans only.
    const path = `/article/${'a'.repeat(MAX_TARGET_LENGTH - '/article/'.length)}`;
    expect(path.length).toBe(MAX_TARGET_LENGTH);
    expect(pageRouteOf(path)).toEqual({ kind: 'blog', slug: 'a'.repeat(MAX_TARGET_LENGTH - 9) });
    expect(await medianMs(() => pageRouteOf(path))).toBeLessThan(20);
  });

  it('answers 400 for a target the URL parser refuses, without rendering', async () => {
    const answer = await call('//[');
    expect(answer.status).toBe(400);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('still refuses writes first (405)', async () => {
    expect((await call(`/${'/'.repeat(SIXTEEN_KB)}x`, 'POST')).status).toBe(405);
  });
});

describe('the pages function compresses what it sends', () => {
  /** The handler's raw answer to a request with these headers: the bytes as they would go on the wire. */
  async function raw(url: string, headers: Record<string, string>) {
    const sent: Record<string, string> = {};
    let bytes: Buffer = Buffer.alloc(0);
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: string) => void (sent[name.toLowerCase()] = value),
      end: (chunk?: Buffer) => void (bytes = chunk ?? Buffer.alloc(0)),
    };
    await handlePageRequest({ url, method: 'GET', headers } as unknown as IncomingMessage, res as never);
    return { status: res.statusCode, headers: sent, bytes };
  }

  it('gzips for a browser that takes it, with its own ETag, and sends plain text to one that does not', async () => {
    const target = `/a${'/'.repeat(SIXTEEN_KB)}x`;
    const zipped = await raw(target, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.headers['content-length']).toBe(String(zipped.bytes.length));
    const text = gunzipSync(zipped.bytes).toString('utf8');
    expect(text).toContain('<h1>This address is too long</h1>');

    const plain = await raw(target, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.bytes.toString('utf8')).toBe(text);
    expect(plain.headers.etag).not.toBe(zipped.headers.etag);
  });

  it('reads Accept-Encoding as HTTP does: gzip named, not refused with q=0', () => {
    const accepts = (value?: string) =>
      acceptsGzip({ headers: value === undefined ? {} : { 'accept-encoding': value } } as IncomingMessage);
    expect(accepts('gzip')).toBe(true);
    expect(accepts('br, GZIP;q=0.8')).toBe(true);
    expect(accepts('gzip;q=0')).toBe(false);
    expect(accepts('gzip; q=0.0, br')).toBe(false);
    expect(accepts('identity')).toBe(false);
    expect(accepts('x-gzip2')).toBe(false);
    expect(accepts()).toBe(false);
  });
});
