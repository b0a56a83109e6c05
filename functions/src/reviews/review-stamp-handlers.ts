import { publicReviewStamp, reviewFingerprint } from '@shared/review-stamp';
import type { BlogFields } from '@shared/schemas/blog';
import { reviewStampChoiceSchema } from '@shared/schemas/review-request';
import { requireAdmin } from '../auth/verify-request';
import { blogs } from '../blogs/blogs';
import { StaleVersionError, versionOf } from '../content/versioning';
import { readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { written } from '../core/respond';

/** What the history says of each choice (with the editor's name beside it). */
export const STAMP_CHOICE_NOTES = {
  keep: 'kept the medical review stamp: a minor correction of the reviewed text',
  withdraw: 'withdrew the medical review stamp until a new review',
} as const;

/**
 * POST /api/reviews/stamp (admins): the text of a stamped blog changed since its review; the editor decides.
 * `keep` binds the stamp to the text as saved now (a minor correction: the page says "Medically reviewed by …"
 * again); `withdraw` takes it off until a new review (the page says "last reviewed on …, since updated"). Either
 * is a revision of its own, by the editor, with the choice as its note. 409 when there is nothing to decide.
 */
export const chooseReviewStamp: RouteHandler = async (ctx) => {
  const caller = await requireAdmin(ctx);
  const { recordId, choice } = await readJson(ctx, reviewStampChoiceSchema);
  const blog = await blogs.getById(recordId, true);
  const stamp = publicReviewStamp(blog);
  if (stamp.kind === 'none') throw new HttpError(409, 'This blog has no medical review stamp to keep or withdraw.');
  if (stamp.kind === 'reviewed') {
    throw new HttpError(409, 'The text is the reviewed text: the stamp stands and there is nothing to decide.');
  }
  if (blog.reviewWithdrawn) {
    throw new HttpError(409, 'The stamp is already withdrawn: send a new review request to have the text approved.');
  }
  const { blog_id: _id, createdAt: _c, updatedAt: _u, ...rest } = blog;
  const fields: BlogFields =
    choice === 'keep'
      ? { ...rest, reviewedFingerprint: reviewFingerprint('blog', blog), reviewWithdrawn: false }
      : { ...rest, reviewWithdrawn: true };
  const actor = { uid: caller.uid, ...(caller.email ? { email: caller.email } : {}) };
  try {
    const saved = await blogs.update(
      recordId,
      fields,
      actor,
      { kind: 'versions', versions: [versionOf(blog)] },
      STAMP_CHOICE_NOTES[choice],
    );
    const message =
      choice === 'keep'
        ? 'Stamp kept as a minor correction. The history records your choice.'
        : 'Stamp withdrawn until a new review. The history records your choice.';
    return written(200, message, saved);
  } catch (error) {
    if (error instanceof StaleVersionError) {
      throw new HttpError(409, 'Someone saved this blog a moment ago. Look at the text again, then choose.');
    }
    throw error;
  }
};
