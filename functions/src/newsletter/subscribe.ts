import { createHash } from 'node:crypto';
import { COLLECTIONS } from '../../../src/shared/api-envelope';
import { withDeadline } from '../data/firestore';
import { writeTime } from '../data/now';

export const DEFAULT_NEWSLETTER_SOURCE = 'website-footer';

/**
 * One record per address however often it is sent: the document id is a hash of the normalized email,
 * and `create` keeps the first consent time. Never readable by clients (rules deny it).
 */
export async function subscribeToNewsletter(email: string, source: string | undefined): Promise<void> {
  const now = await writeTime();
  const id = createHash('sha256').update(email).digest('hex');
  await withDeadline(async (db) => {
    try {
      await db
        .collection(COLLECTIONS.newsletterSubscribers)
        .doc(id)
        .create({
          email,
          source: source ?? DEFAULT_NEWSLETTER_SOURCE,
          consentAt: now,
          createdAt: now,
        });
    } catch (error) {
      // ALREADY_EXISTS (gRPC 6): subscribed before; the answer is the same so nobody learns who is subscribed.
      if ((error as { code?: unknown }).code !== 6) throw error;
    }
  });
}
