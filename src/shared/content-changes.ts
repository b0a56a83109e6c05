/**
 * The change feed's rule (GET /api/changes, decision 0027): what the public can see now that changed after a given
 * version, so an installed app can refresh the pages it keeps. Dependency-free, like schedule.ts: the functions,
 * the service worker and tests share it.
 *
 * A version is a time in ms since the epoch: the latest moment any public record became what it is now. A record
 * became what it is at its last write (`updatedAt`) or, when it was scheduled, at its `publishAt`, whichever is
 * later. A scheduled post turns public with no write, so the version is worked out at the request, from the records
 * visible then; it can never count a record that is still waiting (its time is still ahead, past every answer).
 */
import { isPubliclyVisible } from './schedule';
import { SHARED_PATHS } from './site-paths';

export type ChangeKind = 'blog' | 'location-page';

/** A record of either collection, as the feed reads it (drafts and scheduled ones included: the rule filters). */
export type FeedRecord = {
  kind: ChangeKind;
  slug: string;
  title: string;
  published: boolean;
  publishAt?: string;
  updatedAt: string;
};

export type ContentChange = {
  kind: ChangeKind;
  slug: string;
  title: string;
  /** The public page's path (`/article/…`, `/location/…`). */
  path: string;
  /** When it became what it is now (ISO): its last write, or its scheduled time if that came later. */
  changedAt: string;
};

export type ChangeFeed = {
  /** Send it back as `since` next time. 0 when nothing is public. */
  version: number;
  /** Public records that changed after `since`, newest first, at most CHANGE_FEED_LIMIT. */
  changes: ContentChange[];
  /** More changed than `changes` lists: refresh everything kept. */
  more: boolean;
  /** Every public page of the two collections now: a kept page not listed was deleted or unpublished. */
  paths: string[];
};

export const CHANGE_FEED_LIMIT = 20;

export function pathOf(kind: ChangeKind, slug: string): string {
  return kind === 'blog' ? SHARED_PATHS.article(slug) : SHARED_PATHS.location(slug);
}

/** When a record became public as it is now (ms), or null while the public cannot see it. */
export function visibleSince(record: FeedRecord, now: number): number | null {
  if (!isPubliclyVisible(record, now)) return null;
  const updated = Date.parse(record.updatedAt) || 0;
  const scheduled = record.publishAt ? Date.parse(record.publishAt) || 0 : 0;
  return Math.max(updated, scheduled);
}

/** The feed at `now` for a client that last saw `since` (null: a first visit, which gets the latest changes). */
export function buildChangeFeed(
  records: readonly FeedRecord[],
  since: number | null,
  now: number,
  limit = CHANGE_FEED_LIMIT,
): ChangeFeed {
  const visible = records
    .map((record) => ({ record, at: visibleSince(record, now) }))
    .filter((entry): entry is { record: FeedRecord; at: number } => entry.at !== null);
  const version = visible.reduce((max, { at }) => Math.max(max, at), 0);
  const changed = visible
    .filter(({ at }) => since === null || at > since)
    .sort(
      (a, b) => b.at - a.at || pathOf(a.record.kind, a.record.slug).localeCompare(pathOf(b.record.kind, b.record.slug)),
    );
  const changes = changed.slice(0, limit).map(({ record, at }) => ({
    kind: record.kind,
    slug: record.slug,
    title: record.title,
    path: pathOf(record.kind, record.slug),
    changedAt: new Date(at).toISOString(),
  }));
  const paths = visible.map(({ record }) => pathOf(record.kind, record.slug)).sort();
  return { version, changes, more: changed.length > limit, paths };
}
