import { createHash } from 'node:crypto';
import { COLLECTIONS } from '@shared/collections';
import { rateLimitKeyOf, type ClientAddress } from '../core/client-address';
import { bucketId, type RateLimit } from '../core/rate-limit';
import { RateLimitedError } from '../data/errors';
import { withDeadline } from '../data/firestore';

/** Counters outlive their window by a day, then Firestore's TTL policy on `expiresAt` deletes them. */
const COUNTER_TTL_MS = 24 * 60 * 60_000;

/** A visitor's field in the edge's document: a hash, never the address. */
const clientField = (client: string) => createHash('sha256').update(rateLimitKeyOf(client)).digest('hex').slice(0, 24);

type EdgeWindow = { windowStartMs?: number; count?: number; clients?: Record<string, number> };

/**
 * The client reports' limit (decision 0020), at one read and one write a report: the edge address's counter is one
 * document, which also holds a counter per visitor seen through that edge in the current window. Counting is a
 * blind increment, or, once the window is over, a new window written over the old one: no transaction and no
 * lease, so a burst of concurrent reports may overshoot the limit by the number in flight (or lose a count at a
 * window's turn), which for telemetry is harmless. A visitor's reports through another edge count there (Hosting
 * sends a visitor's requests through one, in practice). Throws RateLimitedError (429) when the visitor's or the
 * edge's allowance is spent; a refused report does not count.
 */
export async function enforceReportLimit(limit: RateLimit, from: ClientAddress, nowMs = Date.now()): Promise<void> {
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  const id = bucketId(`${limit.name}:edge`, rateLimitKeyOf(from.edge));
  const client = clientField(from.client);
  const expiresAt = Timestamp.fromMillis(nowMs + limit.windowMs + COUNTER_TTL_MS);
  await withDeadline(async (db) => {
    const ref = db.collection(COLLECTIONS.rateLimits).doc(id);
    const window = ((await ref.get()).data() ?? {}) as EdgeWindow;
    const start = window.windowStartMs ?? 0;
    if (nowMs - start >= limit.windowMs) {
      await ref.set({ windowStartMs: nowMs, count: 1, clients: { [client]: 1 }, expiresAt });
      return;
    }
    if ((window.count ?? 0) >= limit.edgeMax || (window.clients?.[client] ?? 0) >= limit.max) {
      throw new RateLimitedError(Math.max(1, Math.ceil((start + limit.windowMs - nowMs) / 1000)));
    }
    await ref.set(
      { count: FieldValue.increment(1), clients: { [client]: FieldValue.increment(1) }, expiresAt },
      { merge: true },
    );
  });
}
