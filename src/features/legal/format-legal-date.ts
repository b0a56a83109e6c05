const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "2026-11-21" → "November 21, 2026". Done by hand rather than with Intl so the prerendered HTML and the
 * first client render always match, whatever the visitor's locale or time zone.
 */
export function formatLegalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
