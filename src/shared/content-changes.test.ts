import { describe, expect, it } from 'vitest';
import { buildChangeFeed, CHANGE_FEED_LIMIT, visibleSince, type FeedRecord } from './content-changes';
import { parseSince } from './schemas/changes-query';

const T0 = Date.parse('2026-11-20T12:00:00.000Z');
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const blog = (slug: string, extra: Partial<FeedRecord> = {}): FeedRecord => ({
  kind: 'blog',
  slug,
  title: `Title of ${slug}`,
  published: true,
  publishAt: '',
  updatedAt: iso(T0),
  ...extra,
});

const slugs = (feed: ReturnType<typeof buildChangeFeed>) => feed.changes.map((change) => change.slug);

describe('the change feed rule', () => {
  it('never lists a draft, nor counts it in the version or the live paths', () => {
    const feed = buildChangeFeed(
      [blog('live'), blog('draft', { published: false, updatedAt: iso(T0 + 5 * MIN) })],
      null,
      T0 + 10 * MIN,
    );
    expect(slugs(feed)).toEqual(['live']);
    expect(feed.version).toBe(T0);
    expect(feed.paths).toEqual(['/article/live']);
  });

  it('leaves a scheduled post out until its time, then lists it with no write, at its time', () => {
    const at = T0 + 30 * MIN;
    const records = [blog('live'), blog('later', { publishAt: iso(at), updatedAt: iso(T0 - MIN) })];
    const before = buildChangeFeed(records, null, at - 1);
    expect(slugs(before)).toEqual(['live']);
    expect(before.paths).not.toContain('/article/later');
    expect(before.version).toBeLessThan(at);
    // The very same records once the clock passes its time: it is the newest change, and the version moved.
    const after = buildChangeFeed(records, before.version, at);
    expect(slugs(after)).toEqual(['later']);
    expect(after.changes[0]).toMatchObject({ path: '/article/later', title: 'Title of later', changedAt: iso(at) });
    expect(after.version).toBe(at);
    expect(after.paths).toContain('/article/later');
  });

  it('nothing that is still waiting can set the version: a client is never told a version from the future', () => {
    const now = T0 + MIN;
    const feed = buildChangeFeed([blog('a'), blog('b', { publishAt: iso(T0 + 60 * MIN) })], null, now);
    expect(feed.version).toBeLessThanOrEqual(now);
  });

  it('a record that is not in the lists (trashed) is absent; its path leaves `paths`', () => {
    const before = buildChangeFeed([blog('kept'), blog('trashed')], null, T0 + MIN);
    const after = buildChangeFeed([blog('kept')], before.version, T0 + 2 * MIN);
    expect(before.paths).toContain('/article/trashed');
    expect(after.paths).toEqual(['/article/kept']);
    expect(after.changes).toEqual([]);
  });

  it('lists only what changed after `since`, newest first, edits and location pages included', () => {
    const records: FeedRecord[] = [
      blog('old', { updatedAt: iso(T0) }),
      blog('edited', { updatedAt: iso(T0 + 3 * MIN) }),
      {
        kind: 'location-page',
        slug: 'yorkville',
        title: 'Clinic near Yorkville',
        published: true,
        updatedAt: iso(T0 + 2 * MIN),
      },
    ];
    const feed = buildChangeFeed(records, T0 + MIN, T0 + 10 * MIN);
    expect(slugs(feed)).toEqual(['edited', 'yorkville']);
    expect(feed.changes[1]).toMatchObject({ kind: 'location-page', path: '/location/yorkville' });
    expect(feed.version).toBe(T0 + 3 * MIN);
    // Asking with the version just answered: nothing new.
    expect(buildChangeFeed(records, feed.version, T0 + 10 * MIN).changes).toEqual([]);
  });

  it('caps the list and says there was more', () => {
    const many = Array.from({ length: CHANGE_FEED_LIMIT + 5 }, (_, i) => blog(`post-${i}`, { updatedAt: iso(T0 + i) }));
    const feed = buildChangeFeed(many, null, T0 + MIN);
    expect(feed.changes).toHaveLength(CHANGE_FEED_LIMIT);
    expect(feed.more).toBe(true);
    expect(feed.changes[0]?.slug).toBe(`post-${CHANGE_FEED_LIMIT + 4}`);
    expect(feed.paths).toHaveLength(CHANGE_FEED_LIMIT + 5);
    expect(buildChangeFeed(many, T0 + CHANGE_FEED_LIMIT + 3, T0 + MIN).more).toBe(false);
  });

  it('visibleSince: the later of the last write and the scheduled time; null while hidden', () => {
    expect(visibleSince(blog('a', { updatedAt: iso(T0 + MIN), publishAt: iso(T0) }), T0 + 2 * MIN)).toBe(T0 + MIN);
    expect(visibleSince(blog('a', { publishAt: iso(T0 + MIN) }), T0)).toBeNull();
    expect(visibleSince(blog('a', { published: false }), T0)).toBeNull();
  });
});

describe('since', () => {
  const parse = (query: string) => parseSince(new URLSearchParams(query));
  it('is optional, and a whole number when given', () => {
    expect(parse('')).toEqual({ since: null });
    expect(parse('since=1732100000000')).toEqual({ since: 1732100000000 });
    expect(parse('since=0')).toEqual({ since: 0 });
  });
  it.each(['since=yesterday', 'since=-5', 'since=1.5', 'since=', 'since=2026-11-20T12:00:00Z', 'since=1&since=2'])(
    '%s is refused with a message naming since',
    (query) => {
      const result = parse(query);
      expect(result).toEqual({ message: expect.stringMatching(/^since: /) });
    },
  );
});

describe('the feed schema (what the service worker acts on)', () => {
  it('accepts what the rule builds, and refuses a path off the site or a malformed answer', async () => {
    const { changeFeedSchema } = await import('./schemas/change-feed');
    const feed = buildChangeFeed([blog('a'), blog('b', { updatedAt: iso(T0 + 1) })], null, T0 + MIN);
    expect(changeFeedSchema.safeParse(feed).success).toBe(true);
    expect(changeFeedSchema.safeParse({ ...feed, paths: ['//elsewhere.example/x'] }).success).toBe(false);
    expect(changeFeedSchema.safeParse({ ...feed, version: '12' }).success).toBe(false);
    expect(changeFeedSchema.safeParse({ ...feed, changes: [{ ...feed.changes[0], kind: 'page' }] }).success).toBe(
      false,
    );
  });
});
