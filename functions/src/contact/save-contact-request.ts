import type { z } from 'zod';
import type { contactRequestSchema } from '../../../src/shared/schemas/contact-request';
import { COLLECTIONS } from '../../../src/shared/api-envelope';
import { withDeadline } from '../data/firestore';
import { writeTime } from '../data/now';

/** Stored for the clinic's staff (admin Inquiries), never readable by clients. */
export async function saveContactRequest(request: z.output<typeof contactRequestSchema>): Promise<{ id: string }> {
  const now = await writeTime();
  const ref = await withDeadline((db) =>
    db.collection(COLLECTIONS.contactRequests).add({
      ...request,
      consentAt: now,
      handled: false,
      createdAt: now,
    }),
  );
  return { id: ref.id };
}
