/**
 * Slugs as the spec defines them: lowercase, whitespace to hyphens, only [a-z0-9-].
 * Accents are folded first so "Santé à Toronto" becomes "sante-a-toronto" rather than "sant-toronto".
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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
