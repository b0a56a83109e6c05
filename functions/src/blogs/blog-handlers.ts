import { COLLECTIONS } from '@shared/collections';
import { carryReviewBinding } from '@shared/review-stamp';
import { blogInputSchema } from '@shared/schemas/blog';
import { createPublishedHandlers } from '../content/published-handlers';
import { isValidId } from '../content/published-collection';
import { READ_VERSION_FIELD, withoutVersion } from '../content/versioning';
import { readJson } from '../core/body';
import { blogs, prepareBlog } from './blogs';

const blogBodySchema = blogInputSchema.extend(READ_VERSION_FIELD);

export const blogHandlers = createPublishedHandlers(blogs, {
  noun: 'Blog',
  collectionName: COLLECTIONS.blogs,
  readInput: async (ctx) => {
    const fields = await prepareBlog(withoutVersion(await readJson(ctx, blogBodySchema)));
    // The review stamp's binding is the server's (decision 0028): carried over from the stored blog, never taken
    // from the body. An unknown id stays unknown: update() answers its 404.
    const id = ctx.params.id ?? '';
    const stored = id && isValidId(id) ? await blogs.getById(id, true).catch(() => null) : null;
    return carryReviewBinding(fields, stored);
  },
});
