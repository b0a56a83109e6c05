/**
 * The one rich-text allowlist (tags, attributes, URL schemes) for admin-entered HTML: blog content paragraphs
 * and location-page paragraphs. Three places read it and nothing else decides what survives:
 *   - the server sanitizer (functions/src/content/sanitize-html.ts, sanitize-html) on every write,
 *   - the browser sanitizer (src/lib/sanitize-rich-html.ts, DOMPurify) before any of it is shown,
 *   - the admin editor's schema (src/features/admin/rich-text), which cannot create anything outside it.
 * Dependency-free so the functions bundle, the web app and tests all import it.
 */

/** Section headings only: the page title is the page's one h1 (a pasted h1 becomes an h2). */
export const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Tables: allowed in content, but the editor has no table tools (such a field opens as HTML). */
export const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'] as const;

export const ALLOWED_TAGS = [
  ...HEADING_TAGS,
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'a',
  'img',
  ...TABLE_TAGS,
] as const;

export type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** Attributes per tag; every other attribute (style, class, id, on*, target…) is removed. */
export const ALLOWED_ATTRIBUTES: Readonly<Partial<Record<AllowedTag, readonly string[]>>> = {
  // `rel` is set by the sanitizers themselves on outside links (noopener noreferrer), never taken as typed.
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Every attribute name of the allowlist, for sanitizers that take one flat list (DOMPurify). */
export const ALL_ALLOWED_ATTRIBUTES: readonly string[] = [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())];

/** Attributes whose values are plain words or numbers, never URLs. */
export const PLAIN_VALUE_ATTRIBUTES = ['rel', 'width', 'height', 'scope', 'colspan', 'rowspan', 'start'] as const;

/** Link schemes; besides these, paths on this site (`/contact`, not protocol-relative `//host`) and `#anchors`. */
export const ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** An href the allowlist accepts: one of the schemes, a path on this site, or an anchor. */
export const SAFE_HREF = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i;

/** Images only from this site's image store (functions/src/images/get-image.ts). */
export const OWN_IMAGE_SRC = /^\/api\/images\/(cards\/)?[a-f0-9]{32}\.webp$/;

/**
 * An `<img>` the allowlist keeps: its src one of this site's stored images, and a description (alt) that says
 * something, since the editor's Image button requires one (decision 0021). Width and height are optional. Every
 * other image is removed whole, by the server sanitizer, the browser sanitizer and the editor alike.
 */
export function isAllowedImage(attributes: { src?: string | null; alt?: string | null }): boolean {
  return OWN_IMAGE_SRC.test(attributes.src ?? '') && (attributes.alt ?? '').trim() !== '';
}

/** Tags renamed rather than dropped. */
export const RENAMED_TAGS: Readonly<Record<string, AllowedTag>> = { h1: 'h2' };

/** Whether a link leaves the site (and so gets rel="noopener noreferrer"). */
export const isOutsideLink = (href: string): boolean => /^https?:/i.test(href);

export function isSafeHref(href: string): boolean {
  // Browsers ignore tabs and newlines inside URLs ("java\tscript:"), so they are removed before checking.
  return SAFE_HREF.test(href.replace(/[\t\n\r]/g, '').trim());
}
