import type { ReviewRecordType } from '@shared/schemas/review-request';
import type { Blog, BlogFields } from '@shared/schemas/blog';
import type { LocationPage, LocationPageFields } from '@shared/schemas/location-page';
import { reviewFingerprint } from '@shared/review-stamp';
import { blogs } from '../blogs/blogs';
import { locationPages } from '../location-pages/location-pages';
import type { Actor } from '../content/revisions';
import { versionOf } from '../content/versioning';
import { NotFoundError } from '../data/errors';

/** The revision a request pins: the record's latest saved version, its title and the fingerprint of its text. */
export type PinnedRevision = { revisionId: string; title: string; fingerprint: string };

/** The stamp an approval writes, bound to the revision approved and the fingerprint of its text (decision 0028). */
export type ApprovalStamp = {
  reviewedBy: string;
  lastReviewed: string;
  reviewedRevisionId: string;
  reviewedFingerprint: string;
};

export type ReviewTarget = {
  /**
   * The record as saved now, pinned: throws NotFoundError when it does not exist (or is in the trash). A record
   * never saved through the API (seeded or imported) has no revision yet: it is saved once, unchanged, to get one.
   */
  pinLatest(id: string, actor: Actor): Promise<PinnedRevision>;
  /** The record's latest revision (the record as saved now) and the fingerprint of its text. */
  latest(id: string): Promise<{ revisionId: string; fingerprint: string }>;
  /** The pinned revision as the public page would show it, and nothing of any other record. */
  viewOf(id: string, revisionId: string): Promise<Blog | LocationPage>;
  /**
   * Writes the review stamp on the record, when the record type has one (false when it has none), only while the
   * record's text is the approved text: a save landing in between fails the write (the version it read is stale).
   */
  fillStamp(id: string, stamp: ApprovalStamp, actor: Actor): Promise<boolean>;
};

/** The text changed between the check and the write: the stamp is not put on text nobody approved. */
export class TextChangedError extends Error {
  override readonly name = 'TextChangedError';
}

const gone = () =>
  new NotFoundError('The version this link was sent for is no longer kept. Ask the clinic to send a new review link.');

type Versioned<F> = {
  listRevisions(id: string): Promise<{ revision_id: string }[]>;
  update(id: string, fields: F, actor: Actor): Promise<unknown>;
};

async function latestRevisionId<F>(collection: Versioned<F>, id: string, fields: F, actor: Actor) {
  const [latest] = await collection.listRevisions(id);
  if (latest) return latest.revision_id;
  await collection.update(id, fields, actor);
  const [first] = await collection.listRevisions(id);
  if (!first) throw new NotFoundError('This record has no saved version yet. Save it, then send the request.');
  return first.revision_id;
}

/** The stored fields of a record as the API answers it (its id and times are the server's). */
function fieldsOf<R extends { createdAt: string; updatedAt: string }>(record: R, idField: keyof R) {
  const { createdAt: _c, updatedAt: _u, [idField]: _id, ...fields } = record;
  return fields;
}

const blogTarget: ReviewTarget = {
  async pinLatest(id, actor) {
    const blog = await blogs.getById(id, true);
    return {
      revisionId: await latestRevisionId(blogs, id, fieldsOf(blog, 'blog_id') as BlogFields, actor),
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
  async latest(id) {
    const blog = await blogs.getById(id, true);
    const [newest] = await blogs.listRevisions(id);
    return { revisionId: newest?.revision_id ?? '', fingerprint: reviewFingerprint('blog', blog) };
  },
  async fillStamp(id, stamp, actor) {
    const blog = await blogs.getById(id, true);
    if (reviewFingerprint('blog', blog) !== stamp.reviewedFingerprint) {
      throw new TextChangedError('The text changed after the approval: the stamp was not written.');
    }
    const fields = fieldsOf(blog, 'blog_id') as BlogFields;
    // The version read above: a save in between makes this write fail rather than stamp the newer text.
    await blogs.update(id, { ...fields, ...stamp, reviewWithdrawn: false }, actor, {
      kind: 'versions',
      versions: [versionOf(blog)],
    });
    return true;
  },
};

const locationTarget: ReviewTarget = {
  async pinLatest(id, actor) {
    const page = await locationPages.getById(id, true);
    return {
      revisionId: await latestRevisionId(locationPages, id, fieldsOf(page, 'location_id') as LocationPageFields, actor),
      title: page.main_heading || page.slug_url,
      fingerprint: reviewFingerprint('location-page', page),
    };
  },
  async latest(id) {
    const page = await locationPages.getById(id, true);
    const [newest] = await locationPages.listRevisions(id);
    return { revisionId: newest?.revision_id ?? '', fingerprint: reviewFingerprint('location-page', page) };
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
