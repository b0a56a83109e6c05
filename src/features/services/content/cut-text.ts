/**
 * Cuts text to at most `max` characters (ellipsis included), at a word boundary where possible.
 * Text that already fits is returned unchanged.
 */
export function cutText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const room = trimmed.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}
