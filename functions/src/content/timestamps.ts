/** Firestore Timestamps become ISO strings in API answers; anything else becomes an empty string. */
export function toIsoString(value: unknown): string {
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate().toISOString();
  }
  return '';
}
