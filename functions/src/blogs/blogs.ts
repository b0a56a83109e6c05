import { blogInputSchema, dropEmptyContentItems, type BlogFields } from '@shared/schemas/blog';
import { ALL_CATEGORY_NAME } from '@shared/schemas/category';
import { COLLECTIONS } from '@shared/collections';
import { isPubliclyVisible } from '@shared/schedule';
import { toSlug } from '@shared/slug';
import { getCategories } from '../categories/get-categories';
import { createPublishedCollection } from '../content/published-collection';
import { sanitizeRichText } from '../content/sanitize-html';
import { InvalidInputError } from '../data/errors';

export const blogs = createPublishedCollection<BlogFields, 'blog_id'>({
  collection: COLLECTIONS.blogs,
  slugCollection: COLLECTIONS.blogSlugs,
  trashCollection: COLLECTIONS.blogsTrash,
  idField: 'blog_id',
  label: 'blog',
  titleOf: (blog) => blog.title,
  // A published blog whose publishAt is still ahead stays out of every public read until then.
  isPublic: (blog, now) => isPubliclyVisible(blog, now),
  listFields: ['title', 'slug_url', 'published', 'publishAt', 'reviewedBy', 'lastReviewed'],
  summarize: (data) => ({
    title: String(data.title ?? ''),
    slug: String(data.slug_url ?? ''),
    published: data.published !== false,
    publishAt: String(data.publishAt ?? ''),
    review: { reviewedBy: String(data.reviewedBy ?? ''), lastReviewed: String(data.lastReviewed ?? '') },
  }),
  parseStored: (data) => {
    const parsed = blogInputSchema.safeParse(data);
    return parsed.success && parsed.data.slug_url ? (parsed.data as BlogFields) : null;
  },
});

/**
 * Turns a validated request into the stored blog: slug from the title when none is given, paragraphs
 * sanitized, items left empty (before or after sanitizing) dropped, and a real category that is not `All`.
 */
export async function prepareBlog(input: ReturnType<typeof blogInputSchema.parse>): Promise<BlogFields> {
  const slug = input.slug_url || toSlug(input.title);
  if (!slug) throw new InvalidInputError('slug_url: Give the blog a title or slug with letters or digits.');

  const categories = await getCategories();
  const category = categories.find((c) => c.category_id === input.category);
  if (!category) throw new InvalidInputError(`category: There is no category ${input.category}.`);
  if (category.category === ALL_CATEGORY_NAME) {
    throw new InvalidInputError(`category: "${ALL_CATEGORY_NAME}" is a filter, not a category. Choose another.`);
  }

  const content = await Promise.all(
    input.blogs_content.map(async (item) => ({
      heading: item.heading.trim(),
      paragraph: await sanitizeRichText(item.paragraph),
    })),
  );
  // Stored in UTC, so every reader compares instants the same way whatever offset the admin sent.
  const publishAt = input.publishAt ? new Date(input.publishAt).toISOString() : '';
  return { ...input, slug_url: slug, publishAt, blogs_content: dropEmptyContentItems(content) };
}
