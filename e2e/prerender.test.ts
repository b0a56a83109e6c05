import { test, expect, baseUrl } from '../tests/support/e2e/browser';
import { publicRoutes } from '../tools/build/public-routes';

// Independent checks of read-only pages: spread over the workers rather than queued behind one.
test.describe.configure({ mode: 'parallel' });

test.describe('prerendered HTML (before any script runs)', { tag: '@desktop' }, () => {
  for (const route of publicRoutes())
    test(`${route} carries its content and head tags`, async () => {
      const res = await fetch(`${baseUrl()}${route}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<div id="root"><[^>]+/);
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toMatch(/<title data-ssr>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta data-ssr name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<link data-ssr rel="canonical" href="https:\/\/[^"]+"/);
      expect(html).toMatch(/<meta data-ssr property="og:title"/);
      expect(html).toContain('application/ld+json');
      expect(html.match(/<title/g)).toHaveLength(1);
    });

  test('serves the empty app shell only to sign-in and the admin portal; other addresses are rendered', async () => {
    const shell = await (await fetch(`${baseUrl()}/admin/blogs`)).text();
    expect(shell).toContain('<div id="root"></div>');
    const missing = await fetch(`${baseUrl()}/location/anything`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root"></div>');
  });

  test('publishes a sitemap of the public routes and a robots.txt that keeps admin pages out', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).toContain('/geriatric-health-assessment-program</loc>');
    expect(sitemap).not.toContain('/admin');
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toMatch(/Sitemap: https:\/\//);
  });
});
