/**
 * The one mark for a stand-in value the clinic must replace before launch (a phone number, an address, a booking
 * link): wrap it where it is defined, `phone: placeholder('416-555-0100')`. The value is used unchanged, so the site
 * and `npm start` show it; the deploy check (tools/scripts/lib/deploy-check.ts) refuses to publish any setting still
 * wrapped, naming it. Put in the real value and remove the wrapper in the same edit.
 *
 * In src/shared, not src/config, because the functions bundle reads the operations config too.
 */
const MARKED = new Set<unknown>();

export function placeholder<T>(value: T): T {
  MARKED.add(value);
  return value;
}

/** Whether this value was marked (strings by value, objects and arrays by identity). */
export function isPlaceholder(value: unknown): boolean {
  return MARKED.has(value);
}

/** Every value marked in this module graph, so the deploy check can tell whether it has found each one. */
export function markedPlaceholders(): unknown[] {
  return [...MARKED];
}
