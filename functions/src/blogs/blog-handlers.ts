import { COLLECTIONS } from '../../../src/shared/collections';
import { blogInputSchema } from '../../../src/shared/schemas/blog';
import { createPublishedHandlers } from '../content/published-handlers';
import { READ_VERSION_FIELD, withoutVersion } from '../content/versioning';
import { readJson } from '../core/body';
import { blogs, prepareBlog } from './blogs';

const blogBodySchema = blogInputSchema.extend(READ_VERSION_FIELD);

export const blogHandlers = createPublishedHandlers(blogs, {
  noun: 'Blog',
  collectionName: COLLECTIONS.blogs,
  readInput: async (ctx) => prepareBlog(withoutVersion(await readJson(ctx, blogBodySchema))),
});
