import { blogInputSchema } from '../../../src/shared/schemas/blog';
import { createPublishedHandlers } from '../content/published-handlers';
import { readJson } from '../core/body';
import { blogs, prepareBlog } from './blogs';

export const blogHandlers = createPublishedHandlers(blogs, {
  noun: 'Blog',
  readInput: async (ctx) => prepareBlog(await readJson(ctx, blogInputSchema)),
});
