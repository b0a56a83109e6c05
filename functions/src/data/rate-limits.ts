import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import type { ClientAddress } from '../core/client-address';
import {
  bucketId,
  decideWindow,
  loginDelayMs,
  rateLimitBuckets,
  type RateLimit,
  type WindowState,
} from '../core/rate-limit';
import { RateLimitedError } from './errors';
import { withDeadline } from './firestore';
import { transactOneAtATime } from './lease';

/** Counters outlive their window by a day, then Firestore's TTL policy on `expiresAt` deletes them. */
const COUNTER_TTL_MS = 24 * 60 * 60_000;

async function expiry(nowMs: number): Promise<Timestamp> {
  const { Timestamp } = await import('firebase-admin/firestore');
  return Timestamp.fromMillis(nowMs + COUNTER_TTL_MS);
}

const counters = (db: Firestore) => db.collection(COLLECTIONS.rateLimits);

/**
 * Counts one request against the visitor's and the edge's bucket of `limit`, on documents every instance shares.
 * Throws RateLimitedError (429) when either is spent; a refused request does not count.
 *
 * A flood from one address must not queue on its counter: a plain read, which takes no lock, refuses
 * a spent bucket at once; only a request that may count runs the transaction, one at a time per visitor
 * (data/lease.ts), and a waiter is refused as soon as another has spent the allowance.
 */
export async function enforceRateLimit(limit: RateLimit, from: ClientAddress, nowMs = Date.now()): Promise<void> {
  const expiresAt = await expiry(nowMs);
  const buckets = rateLimitBuckets(limit, from);
  const decide = (states: (WindowState | undefined)[], at: number) => {
    const decisions = buckets.map((bucket, i) => decideWindow(states[i] ?? null, bucket.max, limit.windowMs, at));
    const refused = decisions.filter((d) => !d.allowed);
    if (refused.length) throw new RateLimitedError(Math.max(...refused.map((d) => d.retryAfterSeconds)));
    return decisions;
  };
  const refuseIfSpent = async () => {
    const snapshots = await withDeadline((db) => db.getAll(...buckets.map((b) => counters(db).doc(b.id))));
    decide(
      snapshots.map((s) => s.data() as WindowState | undefined),
      Date.now(),
    );
  };

  await refuseIfSpent();
  await transactOneAtATime(
    buckets[0]!.id,
    async (tx, db) => {
      const refs = buckets.map((bucket) => counters(db).doc(bucket.id));
      const snapshots = await tx.getAll(...refs);
      const decisions = decide(
        snapshots.map((s) => s.data() as WindowState | undefined),
        nowMs,
      );
      decisions.forEach((decision, i) => {
        if (decision.allowed) tx.set(refs[i]!, { ...decision.next, expiresAt });
      });
    },
    refuseIfSpent,
  );
}

type LoginFailures = { failures: number; blockedUntilMs: number };

const emailBucket = (db: Firestore, email: string) => counters(db).doc(bucketId('login:email', email));

/** 429 while an address is serving its growing delay after repeated failed sign-ins. */
export async function assertLoginAllowed(email: string, nowMs = Date.now()): Promise<void> {
  const snapshot = await withDeadline((db) => emailBucket(db, email).get());
  const state = snapshot.data() as LoginFailures | undefined;
  if (state && state.blockedUntilMs > nowMs) {
    const seconds = Math.ceil((state.blockedUntilMs - nowMs) / 1000);
    throw new RateLimitedError(
      seconds,
      `Too many failed sign-ins for this account. Please wait ${seconds} seconds and try again.`,
    );
  }
}

/** A failed sign-in: one more failure, and the next delay (0 for the first few) starts now. */
export async function recordLoginFailure(email: string, nowMs = Date.now()): Promise<void> {
  const expiresAt = await expiry(nowMs);
  // One transaction at a time per address: a storm of wrong passwords must not queue on the lock.
  await transactOneAtATime(bucketId('login:email', email), async (tx, db) => {
    const ref = emailBucket(db, email);
    const failures = (((await tx.get(ref)).data() as LoginFailures | undefined)?.failures ?? 0) + 1;
    tx.set(ref, { failures, blockedUntilMs: nowMs + loginDelayMs(failures), expiresAt });
  });
}

export async function clearLoginFailures(email: string): Promise<void> {
  await withDeadline((db) => emailBucket(db, email).delete());
}
