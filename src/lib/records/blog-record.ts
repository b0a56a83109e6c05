import type { Blog } from '../../shared/schemas/blog';
import { SLUG_PATTERN } from '../../shared/slug';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A blog as the API answers it (or as the server embedded it in the page), every field the pages read made safe to
 * use, or null when it cannot be shown (no usable slug or title). The server validates what it stores with the zod
 * schema; this guards the browser against older or damaged records without bringing zod to public pages.
 * `records.test.ts` holds it to the schema: every field, and the same values for a valid record.
 */
export function parseBlogRecord(raw: unknown): Blog | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const slug = text(record.slug_url).trim();
  const title = text(record.title).trim();
  if (!SLUG_PATTERN.test(slug) || title === '') return null;
  const content = Array.isArray(record.blogs_content) ? record.blogs_content : [];
  return {
    blog_id: text(record.blog_id),
    title,
    slug_url: slug,
    brief_paragraph: text(record.brief_paragraph).trim(),
    blog_image: text(record.blog_image).trim(),
    blog_image_alt: text(record.blog_image_alt).trim(),
    published_date: text(record.published_date).trim(),
    category: typeof record.category === 'number' ? record.category : 0,
    blogs_content: content
      .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
      .map((item) => ({ heading: text(item.heading).trim(), paragraph: text(item.paragraph) }))
      .filter((item) => item.heading !== '' || item.paragraph.trim() !== ''),
    metaTitle: text(record.metaTitle).trim(),
    metaDescription: text(record.metaDescription).trim(),
    published: record.published !== false,
    reviewedBy: text(record.reviewedBy).trim(),
    lastReviewed: /^\d{4}-\d{2}-\d{2}$/.test(text(record.lastReviewed)) ? text(record.lastReviewed) : '',
    // The stamp's binding: without it every page would show a stamp as if it still held (decision 0028).
    reviewedRevisionId: text(record.reviewedRevisionId),
    reviewedFingerprint: text(record.reviewedFingerprint),
    reviewWithdrawn: record.reviewWithdrawn === true,
    publishAt: text(record.publishAt),
    createdAt: text(record.createdAt),
    updatedAt: text(record.updatedAt),
  };
}
