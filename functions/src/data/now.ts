import type { FieldValue, Timestamp } from 'firebase-admin/firestore';

/**
 * The time of a write, as Firestore's own clock sets it at commit: the one value every timestamp field of a
 * write stores (createdAt, updatedAt, consentAt...), so records are ordered by one clock whichever instance wrote
 * them. A caller that needs the stored time back reads the commit's WriteResult.writeTime, the same instant.
 */
export async function serverTime(): Promise<FieldValue> {
  const { FieldValue } = await import('firebase-admin/firestore');
  return FieldValue.serverTimestamp();
}

/**
 * The function's own clock, for what a write computes from the time rather than stores as it: an expiry (a link's,
 * a mail's, a trash entry's) and comparisons with stored times.
 */
export async function clockTime(): Promise<Timestamp> {
  const { Timestamp } = await import('firebase-admin/firestore');
  return Timestamp.now();
}
