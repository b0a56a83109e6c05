import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ContentChange } from '@shared/content-changes';
import { API_READS_CACHE, PAGES_CACHE } from '@shared/pwa/offline-caches';
import { isContentRead, NOTHING_TO_DO, planRefresh, withVersion, type KnownContent } from './refresh-plan';

const ORIGIN = 'https://clinic.example';
const at = (path: string) => `${ORIGIN}${path}`;

const change = (kind: ContentChange['kind'], slug: string, title = slug): ContentChange => ({
  kind,
  slug,
  title,
  path: kind === 'blog' ? `/article/${slug}` : `/location/${slug}`,
  changedAt: '2026-11-27T10:00:00.000Z',
});

const KNOWN: KnownContent = { version: 1000, paths: ['/article/old-post', '/article/edited', '/location/yorkville'] };

const feed = (extra: Partial<ChangeFeed>): ChangeFeed => ({
  version: 2000,
  changes: [],
  more: false,
  paths: KNOWN.paths,
  ...extra,
});

const CACHED = {
  pages: [
    at('/article/old-post'),
    at('/article/edited'),
    at('/location/yorkville'),
    // A bundled article reached with an unknown query string: never in the feed, never dropped by it.
    at('/article/advanced-blood-work-what-standard-panels-miss?ref=mail'),
    at('/search?q=heart'),
  ],
  apiReads: [
    at('/blogs'),
    at('/api/locationpages'),
    at('/api/categories'),
    at('/api/blogs/url/old-post'),
    at('/api/blogs/url/edited'),
    at('/blog/abc123'),
  ],
};

const urls = (entries: { url: string }[]) => entries.map((entry) => entry.url).sort();

describe('planRefresh', () => {
  it('does nothing when the version and the public pages are what it last acted on', () => {
    expect(planRefresh(feed({ version: 1000, changes: [change('blog', 'edited')] }), KNOWN, CACHED)).toBe(
      NOTHING_TO_DO,
    );
  });

  it('a new blog: the lists and reads by id are fetched again, nothing kept is dropped, and the blog is announced', () => {
    const plan = planRefresh(
      feed({ changes: [change('blog', 'new-post', 'Heart health')], paths: [...KNOWN.paths, '/article/new-post'] }),
      KNOWN,
      CACHED,
    );
    expect(urls(plan.refresh)).toEqual([at('/api/locationpages'), at('/blog/abc123'), at('/blogs')]);
    expect(plan.refresh.every((entry) => entry.cacheName === API_READS_CACHE)).toBe(true);
    expect(plan.remove).toEqual([]);
    expect(plan.announce).toEqual([{ title: 'Heart health', path: '/article/new-post' }]);
  });

  it('an edit: the kept page and read by slug are fetched again, and an edit is not news', () => {
    const plan = planRefresh(feed({ changes: [change('blog', 'edited')] }), KNOWN, CACHED);
    expect(urls(plan.refresh)).toEqual(
      [
        at('/api/locationpages'),
        at('/api/blogs/url/edited'),
        at('/article/edited'),
        at('/blog/abc123'),
        at('/blogs'),
      ].sort(),
    );
    expect(plan.refresh.find((entry) => entry.url === at('/article/edited'))?.cacheName).toBe(PAGES_CACHE);
    expect(plan.announce).toEqual([]);
  });

  it('a deleted or unpublished blog and location page: their kept copies are dropped, the bundled article stays', () => {
    const plan = planRefresh(feed({ version: 1000, paths: ['/article/edited'] }), KNOWN, CACHED);
    expect(urls(plan.remove)).toEqual(
      [at('/api/blogs/url/old-post'), at('/article/old-post'), at('/location/yorkville')].sort(),
    );
    expect(urls(plan.refresh)).not.toContain(at('/article/old-post'));
    expect(urls([...plan.remove, ...plan.refresh])).not.toContain(CACHED.pages[3]);
  });

  it('when the feed had more than it lists, every kept public page is fetched again', () => {
    const plan = planRefresh(feed({ more: true }), KNOWN, CACHED);
    expect(urls(plan.refresh)).toEqual(
      expect.arrayContaining([at('/article/old-post'), at('/article/edited'), at('/location/yorkville')]),
    );
    expect(urls(plan.refresh)).not.toContain(at('/search?q=heart'));
    expect(urls(plan.refresh)).not.toContain(at('/api/categories'));
  });

  it('fetches with the new version in the query and keeps the URL without it', () => {
    const plan = planRefresh(feed({ changes: [change('blog', 'edited')] }), KNOWN, CACHED);
    const page = plan.refresh.find((entry) => entry.url === at('/article/edited'));
    expect(page?.fetchUrl).toBe(at('/article/edited?v=2000'));
    expect(withVersion(at('/blogs?page=2&v=1'), 3)).toBe(at('/blogs?page=2&v=3'));
  });
});

describe('isContentRead', () => {
  it.each(['/blogs', '/blog/abc', '/api/blogs/url/a-b', '/api/locationpages', '/api/locationpages/url/x'])(
    '%s is keyed to the version',
    (path) => expect(isContentRead(path)).toBe(true),
  );
  it.each(['/api/categories', '/api/changes', '/api/images/x.webp'])('%s is not', (path) =>
    expect(isContentRead(path)).toBe(false),
  );
});
