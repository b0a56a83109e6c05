import { describe, expect, it } from 'vitest';
import { api, baseUrl } from '../support/http';

// The sitemap against the whole of the public lists: it runs with no other file beside it (the `api` project of
// vitest.config.ts), since a record another file creates between the two reads would be missing from one of them.
describe('the sitemap', () => {
  it('lists every public blog and location page, with lastmod, and nothing else that is dynamic', async () => {
    const res = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)];
    expect(entries.length).toBe((xml.match(/<url>/g) ?? []).length);
    const listed = entries.map((m) => new URL(m[1] ?? '').pathname);

    const blogs = (await api('/blogs')).body.data as { slug_url: string }[];
    const pages = (await api('/api/locationpages')).body.data as { slug_url: string }[];
    const dynamic = listed.filter((path) => path.startsWith('/location/') || /^\/article\/[^/]+$/.test(path));
    const bundled = dynamic.filter((path) => !blogs.some((b) => path === `/article/${b.slug_url}`));
    expect(dynamic.filter((path) => path.startsWith('/location/')).sort()).toEqual(
      pages.map((p) => `/location/${p.slug_url}`).sort(),
    );
    for (const blog of blogs) expect(listed).toContain(`/article/${blog.slug_url}`);
    // The other article addresses are the bundled articles, prerendered at build time.
    for (const path of bundled) expect((await fetch(`${baseUrl()}${path}`)).status).toBe(200);
    expect(listed).toContain('/');
    expect(listed).not.toContain('/thank-you');
  });

  it('is named by robots.txt', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});
