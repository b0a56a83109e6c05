import { ELLIPSIS } from './constants';

/** Characters as people see them: code points, so an emoji or accented letter is never split in half. */
const chars = (text: string) => Array.from(text);

/**
 * Cuts a title to `max` characters and adds an ellipsis (so the result is at most `max + 1` long).
 * Titles that already fit are returned unchanged.
 */
export function truncateTitle(title: string, max: number): string {
  const all = chars(title.trim());
  if (all.length <= max) return all.join('');
  return `${all.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}

/** Cuts text so that the result, ellipsis included, is at most `max` characters. */
export function truncateExcerpt(text: string, max: number): string {
  const all = chars(text.trim());
  if (all.length <= max) return all.join('');
  return `${all
    .slice(0, Math.max(0, max - ELLIPSIS.length))
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

/** Visible text of an HTML fragment: tags removed, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/\s+/g, ' ')
      // Closing inline tags leave a space before punctuation ("<em>Sleep</em>." -> "Sleep ."): remove it.
      .replace(/ ([.,;:!?])/g, '$1')
      .trim()
  );
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}
