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

  it.each(['/admin/blogs', '/admin', '/login'])(
    'serves %s the app shell, never cached by a shared cache and kept out of search results',
    async (path) => {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
    },
  );

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

  it.each(['/sw.js', '/manifest.webmanifest', '/hydrate.js', '/text-size.js', '/offline.js', '/offline.html'])(
    'serves %s revalidated on every load, so a deploy reaches installed copies',
    async (path) => {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(['/team', '/geriatric-health-assessment-program'])(
    'serves the prerendered page %s revalidated on every load',
    async (path) => {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('serves the service worker as JavaScript and the manifest as a web app manifest', async () => {
    const sw = await fetch(`${baseUrl()}/sw.js`);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(await sw.text()).toContain('"url":"index.html"');
    const manifest = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  });

  it('offers the clinic contact card as a vCard download', async () => {
    const res = await fetch(`${baseUrl()}/clinic-contact.vcf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await res.text()).toMatch(/^BEGIN:VCARD\r\n/);
  });
});
