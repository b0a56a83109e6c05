import type { DocumentData, DocumentReference, WithFieldValue } from 'firebase-admin/firestore';

/** The status code of a write refused because its document exists. */
const ALREADY_EXISTS = 6;

/**
 * Creates the document unless one exists, and answers whether it did, on either transport.
 *
 * `DocumentReference.create()` cannot do this over REST: the service answers an existing document with HTTP 409,
 * the client maps every 409 to ABORTED (it cannot tell it from an aborted commit), and a commit is retried on
 * ABORTED until the client's own timeout, so the call hangs instead of failing (firebase-admin-node#2587). A
 * BulkWriter sends the same write (an `exists: false` precondition, which takes no lock) as a `batchWrite`, whose
 * answer carries each write's own status in its body: ALREADY_EXISTS arrives as such, over REST as over gRPC.
 */
export async function createIfAbsent<T extends DocumentData>(
  ref: DocumentReference<T>,
  data: WithFieldValue<T>,
): Promise<boolean> {
  const writer = ref.firestore.bulkWriter();
  const created = writer.create(ref, data).then(
    () => true,
    (error: unknown) => {
      if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) return false;
      throw error;
    },
  );
  // Closing sends the write at once (rather than when a batch fills) and frees the writer.
  const [answer] = await Promise.all([created, writer.close()]);
  return answer;
}
