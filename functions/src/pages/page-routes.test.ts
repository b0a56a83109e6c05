import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ARTICLE_SLUGS } from '../../../src/features/articles/content/articles';
import { NOT_FOUND_CACHE, PRIVATE_HTML_CACHE, PUBLIC_HTML_CACHE } from './page-handler';
import { pageRouteOf } from './page-routes';
import { sitemapXml } from './sitemap';

describe('pageRouteOf', () => {
  it.each([
    ['/location/yorkville', { kind: 'location-page', slug: 'yorkville' }],
    ['/article/a-blog', { kind: 'blog', slug: 'a-blog' }],
    // An encoded slash stays inside the slug, which then matches no record (a 404), never another path.
    ['/location/bad%2Fslug', { kind: 'location-page', slug: 'bad/slug' }],
    ['/location/%E0%A4%A', { kind: 'location-page', slug: '' }],
    ['/sitemap.xml', { kind: 'sitemap' }],
    ['/login', { kind: 'app-shell' }],
    ['/admin', { kind: 'app-shell' }],
    ['/admin/blogs', { kind: 'app-shell' }],
    ['/administrator', { kind: 'route' }],
    // A medical reviewer's link (decision 0023): rendered in the browser, noindex.
    ['/review/abc.def', { kind: 'app-shell' }],
    ['/review', { kind: 'route' }],
    ['/location/a/b', { kind: 'route' }],
    ['/no-such-page', { kind: 'route' }],
  ])('%s', (path, route) => {
    expect(pageRouteOf(path)).toEqual(route);
  });
});

describe('sitemapXml', () => {
  it('writes absolute, escaped addresses with W3C dates', () => {
    const xml = sitemapXml('https://clinic.example', [
      { path: '/', lastmod: '2026-11-24' },
      { path: '/article/a&b', lastmod: '2026-11-01T12:00:00.000Z' },
    ]);
    expect(xml).toContain('<url><loc>https://clinic.example/</loc><lastmod>2026-11-24</lastmod></url>');
    expect(xml).toContain('<loc>https://clinic.example/article/a&amp;b</loc><lastmod>2026-11-01</lastmod>');
  });
});

describe('cache headers', () => {
  // Hosting's headers apply to the function's answers too: firebase.json must say what the function says.
  const hosting = (
    JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    }
  ).hosting;
  const cacheFor = (source: string) =>
    hosting.headers.find((rule) => rule.source === source)?.headers.find((h) => h.key === 'Cache-Control')?.value;

  const cacheRules = hosting.headers.filter((rule) => rule.headers.some((h) => h.key === 'Cache-Control'));

  it('gives public pages at most 600 s on the CDN, and the same to the prerendered articles in firebase.json', () => {
    expect(Number(/s-maxage=(\d+)/.exec(PUBLIC_HTML_CACHE)?.[1])).toBeLessThanOrEqual(600);
    expect(PUBLIC_HTML_CACHE).toMatch(/^public, max-age=0, .*stale-while-revalidate=\d+/);
    expect(cacheFor(`/article/@(${[...ARTICLE_SLUGS].sort().join('|')})`)).toBe(PUBLIC_HTML_CACHE);
  });

  it("leaves the function's own addresses to the function: Hosting's header would replace its 404 policies", () => {
    // Hosting sets a matching rule's headers over the function's answer (the emulator does, in superstatic's
    // header middleware), so a rule on /article/** or /location/** would replace the 404 policy, and one on
    // /search would keep the CDN from holding a query's page.
    // Matched with the emulator's own glob matcher.
    const { configMatcher } = createRequire(import.meta.url)('superstatic/lib/utils/patterns') as {
      configMatcher: (path: string, rule: { source: string }) => boolean;
    };
    const matching = (path: string) => cacheRules.filter((rule) => configMatcher(path, rule)).map((r) => r.source);
    const own = [
      '/location/leaside',
      '/article/a-blog-from-firestore',
      '/article/x',
      '/no-such-page/deeper',
      '/search',
    ];
    for (const path of own) {
      expect(matching(path), path).toEqual([]);
    }
    for (const slug of ARTICLE_SLUGS) expect(matching(`/article/${slug}`)).toHaveLength(1);
  });

  it('lets a 404 be kept 60 s at most, with no stale copy', () => {
    expect(Number(/s-maxage=(\d+)/.exec(NOT_FOUND_CACHE)?.[1])).toBeLessThanOrEqual(60);
    expect(NOT_FOUND_CACHE).not.toMatch(/stale-while-revalidate|stale-if-error/);
  });

  it('never lets a shared cache keep sign-in or the admin portal', () => {
    expect(PRIVATE_HTML_CACHE).toMatch(/^private/);
    // Plain globs: an extglob with a slash inside (`/@(login|admin/**)`) never matches (tests/build/app-shell.test.ts).
    for (const source of ['/@(login|admin)', '/admin/**', '/account/action']) {
      expect(cacheFor(source), source).toBe(PRIVATE_HTML_CACHE);
    }
  });
});
