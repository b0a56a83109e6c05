import type { StoredRecord } from './stored-record';
import { z } from 'zod';
import { SLUG_PATTERN } from '../slug';

export const DEFAULT_BLOG_CATEGORY = 1;

/** An ISO date-time with its offset or Z (`2026-11-24T09:00:00-05:00`), or '' for none. */
const isoDateTimeOrEmpty = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || z.iso.datetime({ offset: true }).safeParse(value).success,
    'Use a date and time with its offset, e.g. 2026-11-24T09:00:00-05:00.',
  );

/** A calendar date `YYYY-MM-DD` that exists, or '' for none. */
const isoDateOrEmpty = z
  .string()
  .trim()
  .refine((value) => value === '' || z.iso.date().safeParse(value).success, 'Use a date like 2026-11-24.');

export const blogContentItemSchema = z
  .object({
    heading: z.string().max(200),
    paragraph: z.string().max(20_000),
  })
  .strict();

/**
 * A blog as admins write it (POST /blog, PUT /blog/{id}) and as Firestore `blogs/{blog_id}` stores it,
 * minus the server-owned fields (blog_id, createdAt, updatedAt).
 * Fields the spec does not document get defaults that keep older clients working.
 */
export const blogInputSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    slug_url: z
      .string()
      .trim()
      .max(120)
      .regex(SLUG_PATTERN, 'Use lowercase letters, digits and hyphens only.')
      .optional(),
    brief_paragraph: z.string().max(1000).default(''),
    blog_image: z.string().max(2048).default(''),
    blog_image_alt: z.string().max(300).default(''),
    published_date: z.string().max(60).default(''),
    category: z.coerce.number().int().nonnegative().default(DEFAULT_BLOG_CATEGORY),
    blogs_content: z.array(blogContentItemSchema).max(100).default([]),
    metaTitle: z.string().max(120).default(''),
    metaDescription: z.string().max(320).default(''),
    published: z.boolean().default(true),
    /** Who medically reviewed the text, with credentials ("Dr. A. Smith, MD, FRCPC"); '' when never reviewed. */
    reviewedBy: z.string().trim().max(200).default(''),
    /** When it was last medically reviewed, `YYYY-MM-DD`; '' when never. */
    lastReviewed: isoDateOrEmpty.default(''),
    /**
     * The stamp's binding (decision 0028), kept by the server: the revision a reviewer approved ('' when the stamp
     * was typed by hand) and reviewFingerprint() of the text the stamp vouches for. A save never sets them: the
     * server carries them over, binds a stamp typed by hand to the saved text, and the editor's keep/withdraw
     * choice (POST /api/reviews/stamp) moves them. '' (a stamp older than the binding) is shown as before.
     */
    reviewedRevisionId: z.string().max(128).default(''),
    reviewedFingerprint: z.string().max(40).default(''),
    /** The editor withdrew the stamp after an edit, until a new review: the page says "since updated". */
    reviewWithdrawn: z.boolean().default(false),
    /**
     * When a published blog goes public (stored as UTC ISO); '' for at once. Until then every public read
     * leaves it out (src/shared/schedule.ts).
     */
    publishAt: isoDateTimeOrEmpty.default(''),
  })
  .strict();

export type BlogInput = z.input<typeof blogInputSchema>;
export type BlogFields = z.output<typeof blogInputSchema> & { slug_url: string };

/** A blog as the API answers it. */
export type Blog = StoredRecord<BlogFields, 'blog_id'>;

/** Items with an empty heading or paragraph are dropped (spec section 5). */
export function dropEmptyContentItems<T extends { heading: string; paragraph: string }>(items: T[]): T[] {
  return items.filter((item) => item.heading.trim() !== '' && item.paragraph.trim() !== '');
}
