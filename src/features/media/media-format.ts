/** "240 KB", "1.4 MB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "27 November 2026". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'date unknown';
  return date.toLocaleDateString('en-CA', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The card crop's address, changed whenever the focal point does, so the browser fetches the new crop. */
export const cardSrc = (item: { card: string; focal: { x: number; y: number } }) =>
  `${item.card}?focal=${item.focal.x},${item.focal.y}`;
