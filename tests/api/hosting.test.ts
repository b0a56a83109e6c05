import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/http';

describe('Firebase Hosting configuration', () => {
  it('serves the app shell with the security headers and no-cache', async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to the app shell for client-side routes', async () => {
    const res = await fetch(`${baseUrl()}/admin/blogs`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('marks hashed assets immutable', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/blogs', '/blog', '/blog/some-id'])(
    'rewrites the documented API path %s to the api function',
    async (path) => {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );
});
