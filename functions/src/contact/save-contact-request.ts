import type { z } from 'zod';
import type { contactRequestSchema } from '../../../src/shared/schemas/contact-request';
import { COLLECTIONS } from '../../../src/shared/api-envelope';
import { withDeadline } from '../data/firestore';

/** Stored for the clinic's staff (admin Inquiries), never readable by clients. */
export async function saveContactRequest(request: z.output<typeof contactRequestSchema>): Promise<{ id: string }> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = await withDeadline((db) =>
    db.collection(COLLECTIONS.contactRequests).add({
      ...request,
      consentAt: FieldValue.serverTimestamp(),
      handled: false,
      createdAt: FieldValue.serverTimestamp(),
    }),
  );
  return { id: ref.id };
}
