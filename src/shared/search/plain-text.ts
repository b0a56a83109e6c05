/** Named entities the site's HTML uses; numeric ones are decoded below. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) {
    const code = Number.parseInt(name.slice(2), 16);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  }
  if (name.startsWith('#')) {
    const code = Number.parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/**
 * Text of an HTML fragment for the search index: tags become spaces (so words of adjacent blocks stay apart),
 * entities are decoded, whitespace collapses. Only for indexing: the result is never written back as HTML.
 * Every pattern here is linear (no nested quantifiers), as it runs on stored content in the functions too.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/gu, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/giu, (entity, name: string) => decodeEntity(entity, name))
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Joins parts of a document's text, leaving out empty ones. */
export const joinText = (...parts: (string | undefined | null)[]): string =>
  parts
    .filter((part): part is string => !!part && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
