import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/http';
import { actionLink, realReviewLink } from '../support/private-links';

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

  it('sends no Referer from a review link or an account action page, from the first byte', async () => {
    const review = new URL(realReviewLink(baseUrl()).link);
    const action = new URL(actionLink(baseUrl()).link);
    for (const url of [review, action]) {
      const res = await fetch(url);
      expect(res.status, url.pathname).toBe(200);
      expect(res.headers.get('referrer-policy'), url.pathname).toBe('no-referrer');
      expect(res.headers.get('cache-control'), url.pathname).toMatch(/no-cache|no-store/);
    }
    // The review page comes from the pages function: its document says so before any script runs, too.
    const html = await (await fetch(review)).text();
    const meta = html.indexOf('<meta name="referrer" content="no-referrer">');
    expect(meta).toBeGreaterThan(-1);
    expect(meta).toBeLessThan(html.indexOf('<script'));
    for (const path of ['/', '/login', '/admin']) {
      expect((await fetch(`${baseUrl()}${path}`)).headers.get('referrer-policy'), path).toBe(
        'strict-origin-when-cross-origin',
      );
    }
  });

  it("allows reCAPTCHA's script and frames on the sign-in routes only, in one policy each", async () => {
    const cspOf = async (path: string) => (await fetch(`${baseUrl()}${path}`)).headers.get('content-security-policy');
    for (const path of ['/login', '/admin', '/admin/blogs', '/account/action']) {
      const csp = (await cspOf(path)) ?? '';
      // Two policies would reach the browser joined by a comma, and it would enforce both.
      expect(csp.match(/default-src/g), path).toHaveLength(1);
      expect(csp, path).toMatch(/script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic/);
      expect(csp, path).toMatch(/frame-src [^;]*https:\/\/recaptcha\.google\.com\/recaptcha\//);
    }
    for (const path of ['/', '/contact', '/article/no-such-post', new URL(realReviewLink(baseUrl()).link).pathname]) {
      const csp = (await cspOf(path)) ?? '';
      expect(csp.match(/default-src/g), path).toHaveLength(1);
      expect(csp, path).toContain("script-src 'self';");
      expect(csp, path).not.toMatch(/recaptcha/);
    }
  });
});
