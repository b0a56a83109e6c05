import { createHash } from 'node:crypto';
import { COLLECTIONS } from '../../../src/shared/collections';
import { rateLimitKeyOf, type ClientAddress } from '../core/client-address';
import { bucketId, type RateLimit } from '../core/rate-limit';
import { RateLimitedError } from '../data/errors';
import { withDeadline } from '../data/firestore';

/** Counters outlive their window by a day, then Firestore's TTL policy on `expiresAt` deletes them. */
const COUNTER_TTL_MS = 24 * 60 * 60_000;

/** A visitor's field in the edge's document: a hash, never the address. */
const clientField = (client: string) =>
  createHash('sha256').update(rateLimitKeyOf(client)).digest('hex').slice(0, 24);

type WindowCounts = { count?: number; clients?: Record<string, number> };

/**
 * The client reports' limit (decision 0020), at one read and one write a report: the edge address's counter for
 * the current fixed window is one document, which also holds a counter per visitor seen through that edge. The
 * window is in the document's name, so counting is a blind increment (no transaction, no lease): a burst of
 * concurrent reports may overshoot the limit by the number in flight, which for telemetry is harmless. A visitor's
 * reports through another edge count there (Hosting sends a visitor through the same one, in practice).
 * Throws RateLimitedError (429) when the visitor's or the edge's allowance is spent; a refused report does not count.
 */
export async function enforceReportLimit(limit: RateLimit, from: ClientAddress, nowMs = Date.now()): Promise<void> {
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  const window = Math.floor(nowMs / limit.windowMs);
  const id = `${bucketId(`${limit.name}:edge`, rateLimitKeyOf(from.edge))}:${window}`;
  const client = clientField(from.client);
  await withDeadline(async (db) => {
    const ref = db.collection(COLLECTIONS.rateLimits).doc(id);
    const counts = ((await ref.get()).data() ?? {}) as WindowCounts;
    if ((counts.count ?? 0) >= limit.edgeMax || (counts.clients?.[client] ?? 0) >= limit.max) {
      const resetAtMs = (window + 1) * limit.windowMs;
      throw new RateLimitedError(Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000)));
    }
    await ref.set(
      {
        count: FieldValue.increment(1),
        clients: { [client]: FieldValue.increment(1) },
        expiresAt: Timestamp.fromMillis(nowMs + limit.windowMs + COUNTER_TTL_MS),
      },
      { merge: true },
    );
  });
}
