import type { ReviewRecordType } from '../../../src/shared/schemas/review-request';
import type { Blog, BlogFields } from '../../../src/shared/schemas/blog';
import type { LocationPage, LocationPageFields } from '../../../src/shared/schemas/location-page';
import { reviewFingerprint } from '../../../src/shared/review-stamp';
import { blogs } from '../blogs/blogs';
import { locationPages } from '../location-pages/location-pages';
import type { Actor } from '../content/revisions';
import { NotFoundError } from '../data/errors';

/** The revision a request pins: the record's latest saved version, its title and the fingerprint of its text. */
export type PinnedRevision = { revisionId: string; title: string; fingerprint: string };

export type ReviewTarget = {
  /** The record as saved now, pinned: throws NotFoundError when it does not exist (or is in the trash). */
  pinLatest(id: string): Promise<PinnedRevision>;
  /** The pinned revision as the public page would show it, and nothing of any other record. */
  viewOf(id: string, revisionId: string): Promise<Blog | LocationPage>;
  /** Writes the review stamp on the record, when the record type has one; false when it has none. */
  fillStamp(id: string, stamp: { reviewedBy: string; lastReviewed: string }, actor: Actor): Promise<boolean>;
};

const gone = () =>
  new NotFoundError('The version this link was sent for is no longer kept. Ask the clinic to send a new review link.');

async function latestRevisionId(list: (id: string) => Promise<{ revision_id: string }[]>, id: string) {
  const [latest] = await list(id);
  if (!latest) throw new NotFoundError('This record has no saved version yet. Save it, then send the request.');
  return latest.revision_id;
}

const blogTarget: ReviewTarget = {
  async pinLatest(id) {
    const blog = await blogs.getById(id, true);
    return {
      revisionId: await latestRevisionId(blogs.listRevisions, id),
      title: blog.title,
      fingerprint: reviewFingerprint('blog', blog),
    };
  },
  async viewOf(id, revisionId) {
    const revision = await blogs.getRevision(id, revisionId).catch(() => {
      throw gone();
    });
    return { ...revision.fields, blog_id: id, createdAt: revision.at, updatedAt: revision.at };
  },
  async fillStamp(id, stamp, actor) {
    const { blog_id: _id, createdAt: _c, updatedAt: _u, ...fields } = await blogs.getById(id, true);
    await blogs.update(id, { ...(fields as BlogFields), ...stamp }, actor);
    return true;
  },
};

const locationTarget: ReviewTarget = {
  async pinLatest(id) {
    const page = await locationPages.getById(id, true);
    return {
      revisionId: await latestRevisionId(locationPages.listRevisions, id),
      title: page.main_heading || page.slug_url,
      fingerprint: reviewFingerprint('location-page', page),
    };
  },
  async viewOf(id, revisionId) {
    const revision = await locationPages.getRevision(id, revisionId).catch(() => {
      throw gone();
    });
    return {
      ...(revision.fields as LocationPageFields),
      location_id: id,
      createdAt: revision.at,
      updatedAt: revision.at,
    };
  },
  // Location pages carry no review stamp (no reviewedBy/lastReviewed fields): the approval is the record.
  fillStamp: async () => false,
};

export const REVIEW_TARGETS: Record<ReviewRecordType, ReviewTarget> = {
  blog: blogTarget,
  'location-page': locationTarget,
};
