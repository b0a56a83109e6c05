import type { Blog } from '@shared/schemas/blog';
import { LOCATION_RICH_TEXT_FIELDS, type LocationPage } from '@shared/schemas/location-page';
import { isSlug } from '@shared/slug';
import { blogs } from '../blogs/blogs';
import { sanitizeRichText } from '../content/sanitize-html';
import { NotFoundError } from '../data/errors';
import { locationPages } from '../location-pages/location-pages';
import { SHARED_PATHS as paths } from '@shared/site-paths';

/** A published record by slug, or null (unknown slug, a draft); Firestore outages still throw. */
async function publishedOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * The published location page for a slug, its HTML through the server sanitizer on every read: the API
 * sanitizes on write, but a document written straight into Firestore must not reach the page as it is.
 */
export async function getPublicLocationPage(slug: string): Promise<LocationPage | null> {
  const page = await publishedOrNull(() => locationPages.getBySlug(slug));
  if (!page) return null;
  const safe = { ...page };
  await Promise.all(
    LOCATION_RICH_TEXT_FIELDS.map(async (field) => (safe[field] = await sanitizeRichText(page[field]))),
  );
  return safe;
}

/** The published blog for a slug, its paragraphs sanitized as above. */
export async function getPublicBlog(slug: string): Promise<Blog | null> {
  const blog = await publishedOrNull(() => blogs.getBySlug(slug));
  if (!blog) return null;
  const content = await Promise.all(
    blog.blogs_content.map(async (item) => ({ ...item, paragraph: await sanitizeRichText(item.paragraph) })),
  );
  return { ...blog, blogs_content: content };
}

/** Every public blog and location page with its address and last change, for the sitemap. */
export async function listPublicPages(): Promise<{ path: string; lastmod: string }[]> {
  const [blogList, locationList] = await Promise.all([blogs.list(false), locationPages.list(false)]);
  return [
    ...locationList.map((page) => ({ path: paths.location(page.slug_url), lastmod: page.updatedAt })),
    ...blogList.map((blog) => ({ path: paths.article(blog.slug_url), lastmod: blog.updatedAt })),
  ];
}

/**
 * Where an old address of a renamed public record now is (its path), or null: asked only after the public read
 * found nothing, so a record that took the old slug is served instead (decision 0024).
 */
export async function movedPathOf(kind: 'blog' | 'location-page', slug: string): Promise<string | null> {
  if (!isSlug(slug)) return null;
  const moved = await (kind === 'blog' ? blogs : locationPages).redirectFor(slug);
  if (!moved) return null;
  return kind === 'blog' ? paths.article(moved) : paths.location(moved);
}
