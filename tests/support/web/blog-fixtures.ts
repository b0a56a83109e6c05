import { ApiRequestError } from '../../../src/lib/api-client';
import type { Blog } from '@shared/schemas/blog';
import type { BlogsApi } from '../../../src/features/articles/api/blogs-api';

/** Test data: a published blog as the API answers it. */
export function makeBlog(overrides: Partial<Blog> = {}): Blog {
  const slug = overrides.slug_url ?? 'know-your-numbers-blood-pressure-after-40';
  return {
    blog_id: `id-${slug}`,
    title: 'Know Your Numbers: Blood Pressure After 40 and What the Readings Mean',
    slug_url: slug,
    brief_paragraph: 'High blood pressure rarely causes symptoms. Here is how to measure it well.',
    blog_image: '/api/images/0123456789abcdef0123456789abcdef.webp',
    blog_image_alt: 'A blood pressure cuff on a table',
    published_date: 'November 3, 2026',
    category: 3,
    blogs_content: [
      { heading: 'Why a silent number matters', paragraph: '<p>Blood pressure is the force of blood.</p>' },
      { heading: 'Measuring it properly', paragraph: '<ul><li>Sit quietly for five minutes.</li></ul>' },
    ],
    metaTitle: 'Blood Pressure After 40: Measure It Right',
    metaDescription: 'Why blood pressure matters after 40 and how to measure it at home.',
    published: true,
    reviewedBy: '',
    lastReviewed: '',
    reviewedRevisionId: '',
    reviewedFingerprint: '',
    reviewWithdrawn: false,
    publishAt: '',
    createdAt: '2026-11-03T12:00:00.000Z',
    updatedAt: '2026-11-03T12:00:00.000Z',
    ...overrides,
  };
}

/** `count` numbered blogs, newest first, each with its own slug. */
export const makeBlogs = (count: number): Blog[] =>
  Array.from({ length: count }, (_, i) =>
    makeBlog({ slug_url: `api-blog-${i + 1}`, title: `API blog ${i + 1}`, brief_paragraph: `Summary ${i + 1}` }),
  );

export const notFoundError = () => new ApiRequestError('No blog matches that address.', 'server', 404);

/** A BlogsApi whose answers the test decides; counts the calls. */
export function fakeBlogsApi(answers: Partial<BlogsApi> = {}) {
  const calls = { list: 0, get: [] as string[] };
  const api: BlogsApi = {
    listPublishedBlogs: async (options) => {
      calls.list += 1;
      return (answers.listPublishedBlogs ?? (async () => []))(options);
    },
    getPublishedBlog: async (slug, options) => {
      calls.get.push(slug);
      return (
        answers.getPublishedBlog ??
        (async () => {
          throw notFoundError();
        })
      )(slug, options);
    },
  };
  return { api, calls };
}
