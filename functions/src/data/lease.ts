import { randomUUID } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { logger } from 'firebase-functions/logger';
import { createIfAbsent } from './create-if-absent';
import { withDeadline } from './firestore';

/**
 * One writer at a time for a hot document, across every instance, so a burst of writes waits its turn briefly.
 *
 * Concurrent transactions that read and then write one document fight over its lock: on the official emulator
 * each waits for a lock timeout and the Admin SDK then backs off for a second or more (5 concurrent increments of
 * one counter took 3.5 s, 20 took 11.7 s). Instead, a writer first claims a lease, a document created only if
 * absent (an `exists: false` precondition, which takes no lock), runs its transaction unopposed, and deletes the
 * lease. Waiters poll with a short jittered delay. The transaction stays the guarantee of correctness: a writer
 * that cannot get the lease within LEASE_WAIT_MS runs it anyway, and a lease left by a crashed instance expires.
 *
 * Writers in one instance first take turns in memory, so that only one of them at a time polls Firestore. Every
 * waiter polling on its own (a create, a read and the caller's check, every 8-32 ms) turned a burst of 20 edits
 * into thousands of requests a second against the one holder's transaction: 20 edits of one blog took 10 s.
 */
const LEASE_WAIT_MS = 4000;
/** Longer than any transaction may run (FIRESTORE_DEADLINE_MS), so that a live holder never loses its lease. */
const LEASE_TTL_MS = 20_000;
/** Leases are deleted when released; the TTL policy on `expiresAt` removes any that a crash left behind. */
const LEASE_DOC_TTL_MS = 24 * 60 * 60_000;

/** How often a waiter reads the held lease to see whether its holder died (the first failed attempt reads it). */
const EXPIRY_CHECK_MS = 1000;

const pause = () => new Promise((resolve) => setTimeout(resolve, 8 + Math.random() * 24));

/** The writer last in line for each key in this instance: the next one starts when it ends. */
const localTurns = new Map<string, Promise<unknown>>();

/** Lease ids are document ids: no slashes. */
const leaseId = (key: string) => key.replaceAll('/', ':');

const leaseRef = (db: Firestore, key: string) => db.collection(COLLECTIONS.leases).doc(leaseId(key));

async function tryAcquire(key: string, token: string, checkExpiry: boolean): Promise<boolean> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const now = Date.now();
  const lease = { token, expiresAtMs: now + LEASE_TTL_MS, expiresAt: Timestamp.fromMillis(now + LEASE_DOC_TTL_MS) };
  if (await withDeadline((db) => createIfAbsent(leaseRef(db, key), lease))) return true;
  if (!checkExpiry) return false;
  // Held: by a live writer, or by one that crashed, whose lease is broken once (in a transaction: rare).
  await withDeadline(async (db) => {
    const ref = leaseRef(db, key);
    const held = await ref.get();
    if (!held.exists || (held.get('expiresAtMs') as number) >= now) return;
    await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).get('token') === held.get('token')) tx.delete(ref);
    });
  });
  return false;
}

/**
 * Runs `work` holding the lease named `key`. `refuseEarly`, checked between attempts, lets a waiter give up at once
 * when waiting has become pointless (a rate limit that another writer has just spent): it throws to refuse.
 */
export async function withLease<T>(
  key: string,
  work: () => Promise<T>,
  refuseEarly: () => Promise<void> = async () => {},
): Promise<T> {
  const previous = localTurns.get(key);
  const turn = (async () => {
    await previous?.catch(() => {});
    // Waiting in line may have made this write pointless (a limit spent by the writers before it).
    if (previous) await refuseEarly();
    return withFirestoreLease(key, work, refuseEarly);
  })();
  localTurns.set(key, turn);
  try {
    return await turn;
  } finally {
    if (localTurns.get(key) === turn) localTurns.delete(key);
  }
}

/** The lease across instances; LEASE_WAIT_MS counts from here, as the turns in memory always come. */
async function withFirestoreLease<T>(
  key: string,
  work: () => Promise<T>,
  refuseEarly: () => Promise<void>,
): Promise<T> {
  const token = randomUUID();
  const deadline = Date.now() + LEASE_WAIT_MS;
  let held = false;
  let nextExpiryCheck = 0;
  for (;;) {
    const checkExpiry = Date.now() >= nextExpiryCheck;
    if (checkExpiry) nextExpiryCheck = Date.now() + EXPIRY_CHECK_MS;
    if ((held = await tryAcquire(key, token, checkExpiry)) || Date.now() >= deadline) break;
    await pause();
    await refuseEarly();
  }
  const acquiredAt = Date.now();
  try {
    return await work();
  } finally {
    // Past its TTL the lease may have passed to another writer: then it is theirs to delete.
    if (held && Date.now() - acquiredAt < LEASE_TTL_MS) {
      await withDeadline((db) => leaseRef(db, key).delete()).catch((error: Error) =>
        // Left behind, it holds others up to LEASE_WAIT_MS at most, until it expires.
        logger.warn('A lease could not be released', { lease: leaseId(key), error: error.message }),
      );
    }
  }
}

/**
 * A Firestore transaction (with the usual deadline) run by one writer at a time for `key`, across every instance:
 * what each hot read-then-write document uses (rate-limit counters, sign-in failures, a record's saves).
 */
export function transactOneAtATime<T>(
  key: string,
  transaction: (tx: Transaction, db: Firestore) => Promise<T>,
  refuseEarly?: () => Promise<void>,
): Promise<T> {
  return withLease(key, () => withDeadline((db) => db.runTransaction((tx) => transaction(tx, db))), refuseEarly);
}
