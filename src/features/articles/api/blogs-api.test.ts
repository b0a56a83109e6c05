// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { makeBlog } from '../../../../tests/support/web/blog-fixtures';
import { getPublishedBlog, listPublishedBlogs } from './blogs-api';

const requested: string[] = [];

/** Answers every request with `body` and `status`, recording the URLs asked for. */
function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  requested.length = 0;
});

describe('listPublishedBlogs', () => {
  it('reads GET /blogs and keeps the published, usable blogs in order', async () => {
    const newest = makeBlog({ slug_url: 'newest' });
    const older = makeBlog({ slug_url: 'older' });
    answer(200, {
      status: 'success',
      data: [newest, { title: 'No slug' }, makeBlog({ slug_url: 'draft', published: false }), older],
    });
    const blogs = await listPublishedBlogs();
    expect(requested).toEqual(['/blogs']);
    expect(blogs.map((blog) => blog.slug_url)).toEqual(['newest', 'older']);
    expect(blogs[0]).toEqual(newest);
  });

  it('rejects an answer that is not a list', async () => {
    answer(200, { status: 'success', data: { blogs: [] } });
    await expect(listPublishedBlogs()).rejects.toMatchObject({ name: 'ApiRequestError', kind: 'malformed' });
  });

  it('passes on server failures as ApiRequestError', async () => {
    answer(503, { status: 'error', message: 'Briefly unavailable.' });
    const error = await listPublishedBlogs().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'Briefly unavailable.', httpStatus: 503 });
  });
});

describe('getPublishedBlog', () => {
  it('reads GET /api/blogs/url/{slug}', async () => {
    const blog = makeBlog();
    answer(200, { status: 'success', data: blog });
    await expect(getPublishedBlog(blog.slug_url)).resolves.toEqual(blog);
    expect(requested).toEqual([`/api/blogs/url/${blog.slug_url}`]);
  });

  it('answers a 404 for an unknown slug', async () => {
    answer(404, { status: 'error', message: 'No blog matches that address.' });
    await expect(getPublishedBlog('nope')).rejects.toMatchObject({ name: 'ApiRequestError', httpStatus: 404 });
  });

  it('treats a draft as not found and a damaged record as malformed', async () => {
    answer(200, { status: 'success', data: makeBlog({ published: false }) });
    await expect(getPublishedBlog('x')).rejects.toMatchObject({ httpStatus: 404 });
    answer(200, { status: 'success', data: { title: 'No slug' } });
    await expect(getPublishedBlog('x')).rejects.toMatchObject({ kind: 'malformed' });
  });
});
