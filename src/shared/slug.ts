/**
 * Slugs as the spec defines them: lowercase, whitespace to hyphens, only [a-z0-9-].
 * Accents are folded first so "Santé à Toronto" becomes "sante-a-toronto" rather than "sant-toronto".
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug a record may take (the blog and location page schemas' `slug_url`). */
export const MAX_SLUG_LENGTH = 120;

/**
 * Whether a string can be a record's slug at all: the length first, so the pattern (anchored and linear) only ever
 * runs on a bounded string. Lookups ask this before any read, so a string no record can hold costs nothing.
 */
export function isSlug(text: string): boolean {
  return text.length > 0 && text.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(text);
}

export function toSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
