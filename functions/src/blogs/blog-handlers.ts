import { blogInputSchema } from '../../../src/shared/schemas/blog';
import { isAdminRead, requireAdmin } from '../auth/verify-request';
import { readJson } from '../http/body';
import type { RouteHandler } from '../http/handler';
import { ok, written } from '../http/respond';
import { blogs, prepareBlog } from './blogs';

export const listBlogs: RouteHandler = async (ctx) => {
  const admin = await isAdminRead(ctx);
  return ok(await blogs.list(admin), admin ? 'no-store' : 'public');
};

export const getBlog: RouteHandler = async (ctx) => {
  const admin = await isAdminRead(ctx);
  return ok(await blogs.getById(ctx.params.id ?? '', admin), admin ? 'no-store' : 'public');
};

export const getBlogBySlug: RouteHandler = async (ctx) => ok(await blogs.getBySlug(ctx.params.slug ?? ''));

export const createBlog: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  const blog = await prepareBlog(await readJson(ctx, blogInputSchema));
  return written(201, 'Blog created.', await blogs.create(blog));
};

export const updateBlog: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  const blog = await prepareBlog(await readJson(ctx, blogInputSchema));
  return written(200, 'Blog updated.', await blogs.update(ctx.params.id ?? '', blog));
};

export const deleteBlog: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  return written(200, 'Blog deleted.', await blogs.remove(ctx.params.id ?? ''));
};
