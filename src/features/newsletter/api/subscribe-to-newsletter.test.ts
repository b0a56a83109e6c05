import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES, subscribeToNewsletter } from './subscribe-to-newsletter';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('subscribeToNewsletter', () => {
  it('posts the address, its source and the page as JSON to /api/newsletter and returns the server message', async () => {
    const fetchMock = vi.fn(async () => json(200, { status: 'success', data: {}, message: 'Thanks, you are in.' }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { pathname: '/membership' });

    expect(await subscribeToNewsletter('jane@example.com')).toEqual({ ok: true, message: 'Thanks, you are in.' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'jane@example.com',
      source: 'website-footer',
      page: '/membership',
    });
  });

  it("passes on the server's error message", async () => {
    vi.stubGlobal('fetch', async () => json(429, { status: 'error', message: 'Too many requests. Try later.' }));
    expect(await subscribeToNewsletter('jane@example.com')).toEqual({
      ok: false,
      message: 'Too many requests. Try later.',
    });
  });

  it('falls back to its own words when the answer is not the API envelope', async () => {
    vi.stubGlobal('fetch', async () => new Response('<!doctype html><p>app shell</p>', { status: 200 }));
    expect(await subscribeToNewsletter('jane@example.com')).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.failed });
  });

  it('says a connection is needed when the request cannot be sent', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await subscribeToNewsletter('jane@example.com')).toEqual({
      ok: false,
      message: NEWSLETTER_MESSAGES.connection,
    });
  });

  it('gives up after the time-out', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = subscribeToNewsletter('jane@example.com', { timeoutMs: 15_000 });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.timeout });
  });
});
