import { buildChangeFeed, type FeedRecord } from '@shared/content-changes';
import { nextPublishTime } from '@shared/schedule';
import { parseSince } from '@shared/schemas/changes-query';
import { blogs } from '../blogs/blogs';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { ok } from '../core/respond';
import { locationPages } from '../location-pages/location-pages';

/** Browsers 30 s, the CDN 60 s: an installed app learns of a publish within about a minute (decision 0027). */
const BROWSER_MAX_AGE_S = 30;
const CDN_MAX_AGE_S = 60;

type Blog = Awaited<ReturnType<typeof blogs.list>>[number];
type LocationPage = Awaited<ReturnType<typeof locationPages.list>>[number];

const fromBlog = (blog: Blog): FeedRecord => ({
  kind: 'blog',
  slug: blog.slug_url,
  title: blog.title,
  published: blog.published,
  publishAt: blog.publishAt,
  updatedAt: blog.updatedAt,
});

const fromLocationPage = (page: LocationPage): FeedRecord => ({
  kind: 'location-page',
  slug: page.slug_url,
  title: page.main_heading,
  published: page.published,
  updatedAt: page.updatedAt,
});

/**
 * GET /api/changes?since=<version>: what the public can see that changed since a version (decision 0027). Public,
 * read from the same cached public lists as GET /blogs (published only; the trash is another collection), then
 * filtered at the moment of the request by the one visibility rule (src/shared/schedule.ts).
 */
export const listContentChanges: RouteHandler = async (ctx) => {
  const parsed = parseSince(ctx.query);
  if ('message' in parsed) throw new HttpError(400, parsed.message);
  const now = Date.now();
  const [blogList, pageList] = await Promise.all([blogs.publicList(now), locationPages.publicList(now)]);
  const records = [
    ...[...blogList.records, ...blogList.pending].map(fromBlog),
    ...[...pageList.records, ...pageList.pending].map(fromLocationPage),
  ];
  const feed = buildChangeFeed(records, parsed.since, now);
  // No cache may hold an answer past a scheduled post's time: its lifetimes stop there.
  const next = nextPublishTime(blogList.pending, now);
  const left = next === null ? Infinity : Math.max(0, Math.ceil((next - now) / 1000));
  const cacheControl = `public, max-age=${Math.min(BROWSER_MAX_AGE_S, left)}, s-maxage=${Math.min(CDN_MAX_AGE_S, left)}`;
  return { ...ok(feed), headers: { 'Cache-Control': cacheControl } };
};
