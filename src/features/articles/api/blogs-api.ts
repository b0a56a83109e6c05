import { API_MESSAGES, ApiRequestError, getJson, type RequestOptions } from '../../../lib/api-client';
import { API_PATHS, apiPath } from '@shared/api-paths';
import type { Blog } from '@shared/schemas/blog';
import { parseBlogRecord } from '../../../lib/records/blog-record';

/** What the public articles pages need from the API; tests hand in their own through `BlogsApiProvider`. */
export type BlogsApi = {
  /** GET /blogs: the published blogs, newest first. */
  listPublishedBlogs: (options?: RequestOptions) => Promise<Blog[]>;
  /** GET /api/blogs/url/{slug}: one published blog; an ApiRequestError with httpStatus 404 when there is none. */
  getPublishedBlog: (slug: string, options?: RequestOptions) => Promise<Blog>;
};

export async function listPublishedBlogs(options: RequestOptions = {}): Promise<Blog[]> {
  const data = await getJson<unknown>(API_PATHS.blogs, options);
  if (!Array.isArray(data)) throw new ApiRequestError(API_MESSAGES.malformed, 'malformed', 200);
  // One damaged record should not hide the others.
  return data.map(parseBlogRecord).filter((blog): blog is Blog => blog !== null && blog.published);
}

/**
 * The blog's paragraphs come back sanitized; the sanitizer loads only here (client-side navigation), never with a
 * server-rendered article, whose paragraphs the server sanitized.
 */
export async function getPublishedBlog(slug: string, options: RequestOptions = {}): Promise<Blog> {
  const [raw, { sanitizeBlogHtml }] = await Promise.all([
    getJson<unknown>(apiPath(API_PATHS.blogBySlug, { slug }), options),
    import('../sanitize-blog'),
  ]);
  const blog = parseBlogRecord(raw);
  if (!blog) throw new ApiRequestError(API_MESSAGES.malformed, 'malformed', 200);
  if (!blog.published) throw new ApiRequestError('No blog matches that address.', 'server', 404);
  return sanitizeBlogHtml(blog);
}

export const BLOGS_API: BlogsApi = { listPublishedBlogs, getPublishedBlog };
