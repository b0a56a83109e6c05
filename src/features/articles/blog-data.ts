import type { Blog } from '@shared/schemas/blog';
import type { ArticleCardData, ArticleVisual } from './article-data';
import { ARTICLE_MOTIFS } from './content/motifs';
import { htmlToText, truncateExcerpt } from './text';

/** Search engines show roughly this much of a description. */
const META_DESCRIPTION_MAX_CHARS = 160;

/** Uploaded images are served from this site (`/api/images/…`); full https URLs are accepted too. */
function isImageUrl(src: string): boolean {
  return /^\/(?!\/)/.test(src) || /^https:\/\//i.test(src);
}

/** A stable stand-in illustration for a blog without an image, picked from its slug (the same on every render). */
function fallbackMotif(slug: string) {
  let sum = 0;
  for (const char of slug) sum = (sum + (char.codePointAt(0) ?? 0)) % 9973;
  return ARTICLE_MOTIFS[sum % ARTICLE_MOTIFS.length] ?? ARTICLE_MOTIFS[0];
}

export function blogVisual(blog: Blog): ArticleVisual {
  if (blog.blog_image && isImageUrl(blog.blog_image)) {
    return { kind: 'image', src: blog.blog_image, alt: blog.blog_image_alt };
  }
  // No photo: an abstract illustration, hidden from assistive tech (an empty alt).
  return { kind: 'art', motif: fallbackMotif(blog.slug_url), alt: '' };
}

export function toBlogCard(blog: Blog): ArticleCardData {
  return { slug: blog.slug_url, title: blog.title, summary: blog.brief_paragraph, visual: blogVisual(blog) };
}

/**
 * The cards to append after the bundled ones, in the API's order (newest first). A blog whose slug a
 * bundled article already uses is skipped (the bundled article wins), as are repeated slugs.
 */
export function blogCardsAfter(bundled: readonly ArticleCardData[], blogs: readonly Blog[]): ArticleCardData[] {
  const seen = new Set(bundled.map((card) => card.slug));
  const cards: ArticleCardData[] = [];
  for (const blog of blogs) {
    if (seen.has(blog.slug_url)) continue;
    seen.add(blog.slug_url);
    cards.push(toBlogCard(blog));
  }
  return cards;
}

/** The meta description: the admin's, else the brief paragraph, else the start of the text. */
export function blogDescription(blog: Blog): string {
  if (blog.metaDescription) return blog.metaDescription;
  if (blog.brief_paragraph) return blog.brief_paragraph;
  const body = blog.blogs_content.map((item) => `${item.heading}. ${htmlToText(item.paragraph)}`).join(' ');
  return truncateExcerpt(body, META_DESCRIPTION_MAX_CHARS) || blog.title;
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/**
 * The published date as shown and as a machine-readable `YYYY-MM-DD` (for `<time>` and JSON-LD).
 * Admins type free text ("November 3, 2026"); ISO dates are shown the same way. Unreadable dates are shown
 * as typed, without a machine-readable value.
 */
export function publishedDate(value: string): { label: string; iso: string | null } | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(trimmed);
  if (iso) {
    const [, year, month, day] = iso;
    const name = MONTHS[Number(month) - 1];
    if (name && Number(day) >= 1 && Number(day) <= 31) {
      return { label: `${name} ${Number(day)}, ${year}`, iso: `${year}-${month}-${day}` };
    }
    return { label: trimmed, iso: null };
  }
  const parsed = new Date(trimmed);
  if (Number.isNaN(parsed.getTime())) return { label: trimmed, iso: null };
  const pad = (n: number) => String(n).padStart(2, '0');
  // A typed date carries no time zone: read it back in the same (local) zone it was parsed in.
  return {
    label: trimmed,
    iso: `${parsed.getFullYear()}-${pad(parsed.getMonth() + 1)}-${pad(parsed.getDate())}`,
  };
}
