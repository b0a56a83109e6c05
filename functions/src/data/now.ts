import type { Timestamp } from 'firebase-admin/firestore';

/**
 * The write time, taken on the server running the function (a trusted clock), as one value reused for
 * every timestamp field of a write. Not FieldValue.serverTimestamp(): the embedded emulator used locally
 * applies only the first server-value transform of a write, which would leave `updatedAt` unset.
 */
export async function writeTime(): Promise<Timestamp> {
  const { Timestamp } = await import('firebase-admin/firestore');
  return Timestamp.now();
}
