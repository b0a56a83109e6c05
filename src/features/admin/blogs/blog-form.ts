import {
  blogInputSchema,
  DEFAULT_BLOG_CATEGORY,
  dropEmptyContentItems,
  type Blog,
  type BlogInput,
} from '@shared/schemas/blog';
import { ALL_CATEGORY_NAME, type Category } from '@shared/schemas/category';
import { torontoLocalToIso, toTorontoLocal } from '@shared/schedule';
import { toSlug } from '@shared/slug';
import { schemaErrors } from '../records/form-errors';

/** Spec section 9: the form starts with 10 empty content items. */
export const INITIAL_CONTENT_ITEMS = 10;
/** The schema's limit on content items. */
export const MAX_CONTENT_ITEMS = 100;

export type ContentItem = { heading: string; paragraph: string };

/** The blog form's contents: the API's fields plus whether the slug was typed by hand. */
export type BlogFormValues = {
  title: string;
  slug_url: string;
  /** Until the admin types a slug, it follows the title. */
  slugEdited: boolean;
  brief_paragraph: string;
  blog_image: string;
  blog_image_alt: string;
  published_date: string;
  category: number;
  blogs_content: ContentItem[];
  metaTitle: string;
  metaDescription: string;
  published: boolean;
  reviewedBy: string;
  /** `YYYY-MM-DD` from a date input, or ''. */
  lastReviewed: string;
  /** Toronto wall-clock time from a datetime-local input (`2026-11-24T09:00`), or '' to publish at once. */
  publishAtLocal: string;
};

export type BlogFormContext = {
  /** Real categories only: `All` is the articles filter, not something a blog belongs to. */
  categories: Category[];
  /** Article and location paths that exist, for the pre-publish link check (absent when they could not load). */
  knownPaths?: ReadonlySet<string>;
};

export const BLOG_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  slug_url: 'Address (slug)',
  brief_paragraph: 'Brief paragraph',
  blog_image: 'Image',
  blog_image_alt: 'Image description (alt text)',
  published_date: 'Published date',
  category: 'Category',
  blogs_content: 'Content',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  published: 'Status',
  reviewedBy: 'Medically reviewed by',
  lastReviewed: 'Last reviewed on',
  publishAt: 'Publish on (Toronto time)',
};

export const PUBLISH_AT_INVALID = 'Enter a date and a time, e.g. 2026-11-24 09:00.';

export const IMAGE_ALT_REQUIRED = 'Describe the image for people who cannot see it (required when there is an image).';
export const CATEGORY_REQUIRED = 'Choose a category.';

export const realCategories = (categories: Category[]): Category[] =>
  categories.filter((c) => c.category !== ALL_CATEGORY_NAME);

/**
 * The spec's default category is 1, which is `All`: a filter the API refuses as a blog's category. A new
 * blog therefore starts in the first real category (the lowest id after `All`) instead.
 */
export function defaultCategory(categories: Category[]): Category | null {
  return categories.find((c) => c.category_id === DEFAULT_BLOG_CATEGORY) ?? categories[0] ?? null;
}

const emptyItem = (): ContentItem => ({ heading: '', paragraph: '' });

export function emptyBlogForm(category: number, publishedDate = ''): BlogFormValues {
  return {
    title: '',
    slug_url: '',
    slugEdited: false,
    brief_paragraph: '',
    blog_image: '',
    blog_image_alt: '',
    published_date: publishedDate,
    category,
    blogs_content: Array.from({ length: INITIAL_CONTENT_ITEMS }, emptyItem),
    metaTitle: '',
    metaDescription: '',
    published: true,
    reviewedBy: '',
    lastReviewed: '',
    publishAtLocal: '',
  };
}

/** An existing blog keeps its address: changing a published URL breaks links, so it no longer follows the title. */
export function blogToForm(blog: Blog): BlogFormValues {
  return {
    title: blog.title,
    slug_url: blog.slug_url,
    slugEdited: true,
    brief_paragraph: blog.brief_paragraph,
    blog_image: blog.blog_image,
    blog_image_alt: blog.blog_image_alt,
    published_date: blog.published_date,
    category: blog.category,
    blogs_content: blog.blogs_content.map(({ heading, paragraph }) => ({ heading, paragraph })),
    metaTitle: blog.metaTitle,
    metaDescription: blog.metaDescription,
    published: blog.published,
    reviewedBy: blog.reviewedBy ?? '',
    lastReviewed: blog.lastReviewed ?? '',
    publishAtLocal: toTorontoLocal(blog.publishAt ?? ''),
  };
}

/** A draft read back from the device: content items reduced to two strings each. */
export function normalizeBlogForm(value: BlogFormValues): BlogFormValues {
  const items = value.blogs_content.slice(0, MAX_CONTENT_ITEMS).map((item: unknown) => {
    const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    return { heading: String(record.heading ?? ''), paragraph: String(record.paragraph ?? '') };
  });
  return { ...value, blogs_content: items };
}

/** The address the blog will have: the typed slug, else the one the server derives from the title. */
export const effectiveSlug = (value: BlogFormValues): string => value.slug_url.trim() || toSlug(value.title);

export function withTitle(value: BlogFormValues, title: string): BlogFormValues {
  return { ...value, title, slug_url: value.slugEdited ? value.slug_url : toSlug(title) };
}

/** Typing a slug pins it; clearing the field hands it back to the title. */
export function withSlug(value: BlogFormValues, slug: string): BlogFormValues {
  return { ...value, slug_url: slug, slugEdited: slug.trim() !== '' };
}

/** What POST /blog and PUT /blog/{id} receive: empty content items dropped, unknown fields never sent. */
export function formToBlogInput(value: BlogFormValues): BlogInput {
  const slug = value.slug_url.trim();
  return {
    title: value.title.trim(),
    ...(slug ? { slug_url: slug } : {}),
    brief_paragraph: value.brief_paragraph.trim(),
    blog_image: value.blog_image,
    blog_image_alt: value.blog_image ? value.blog_image_alt.trim() : '',
    published_date: value.published_date.trim(),
    category: value.category,
    blogs_content: dropEmptyContentItems(value.blogs_content).map((item) => ({
      heading: item.heading.trim(),
      paragraph: item.paragraph.trim(),
    })),
    metaTitle: value.metaTitle.trim(),
    metaDescription: value.metaDescription.trim(),
    published: value.published,
    reviewedBy: value.reviewedBy.trim(),
    lastReviewed: value.lastReviewed.trim(),
    publishAt: value.publishAtLocal.trim() ? (torontoLocalToIso(value.publishAtLocal) ?? value.publishAtLocal) : '',
  };
}

/** The fields of a stored blog, for Undo after a delete (server-owned fields left out). */
export function blogToInput(blog: Blog): BlogInput {
  return formToBlogInput(blogToForm(blog));
}

/** The API's own schema plus the form's rules: alt text with an image, and a real category. */
export function validateBlogForm(value: BlogFormValues, categories: Category[]): Record<string, string> {
  const errors = schemaErrors(blogInputSchema, formToBlogInput(value), 'title');
  if (value.blog_image && !value.blog_image_alt.trim()) errors.blog_image_alt ??= IMAGE_ALT_REQUIRED;
  if (!categories.some((c) => c.category_id === value.category)) errors.category ??= CATEGORY_REQUIRED;
  if (value.publishAtLocal.trim() && !torontoLocalToIso(value.publishAtLocal)) errors.publishAt = PUBLISH_AT_INVALID;
  return errors;
}
