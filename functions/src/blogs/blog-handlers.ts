import { COLLECTIONS } from '../../../src/shared/collections';
import { blogInputSchema } from '../../../src/shared/schemas/blog';
import { createPublishedHandlers } from '../content/published-handlers';
import { readJson } from '../core/body';
import { blogs, prepareBlog } from './blogs';

export const blogHandlers = createPublishedHandlers(blogs, {
  noun: 'Blog',
  collectionName: COLLECTIONS.blogs,
  readInput: async (ctx) => prepareBlog(await readJson(ctx, blogInputSchema)),
});
