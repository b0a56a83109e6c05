import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { withDeadline } from '../../functions/src/data/firestore';
import { withLease } from '../../functions/src/data/lease';
import { useEmulatorsInThisProcess } from '../../tools/scripts/lib/local-stack';

/**
 * The lease that hot documents take turns through (functions/src/data/lease.ts), in one instance against the stack's
 * Firestore: writers in one process line up in memory, so that one at a time, not all of them, polls Firestore.
 */
beforeAll(useEmulatorsInThisProcess);

/** A key without slashes, so that it is also the lease's document id. */
const uniqueKey = (name: string) => `test:${name}:${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const leaseExists = (key: string) =>
  withDeadline(async (db) => (await db.collection(COLLECTIONS.leases).doc(key).get()).exists);

describe('withLease in one instance', () => {
  it('runs concurrent writers one at a time, in the order they came, and releases the lease', async () => {
    const key = uniqueKey('order');
    const started: number[] = [];
    let active = 0;
    let mostAtOnce = 0;
    // Each writer's work is a real Firestore round trip, long enough for the others to be waiting.
    const writers = Array.from({ length: 12 }, (_, i) =>
      withLease(key, async () => {
        started.push(i);
        mostAtOnce = Math.max(mostAtOnce, ++active);
        await withDeadline((db) => db.collection(COLLECTIONS.leases).doc(`${key}:work`).get());
        active--;
        return i;
      }),
    );

    expect(await Promise.all(writers)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(mostAtOnce).toBe(1);
    expect(started).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(await leaseExists(key)).toBe(false);
  }, 30_000);

  it('refuses a writer at its turn when waiting has made its write pointless, without running its work', async () => {
    const key = uniqueKey('refuse');
    let spent = false;
    const ran: string[] = [];
    const refuseIfSpent = async () => {
      if (spent) throw new Error('The allowance is spent.');
    };
    const first = withLease(
      key,
      async () => {
        ran.push('first');
        spent = true;
      },
      refuseIfSpent,
    );
    const second = withLease(key, async () => ran.push('second'), refuseIfSpent);

    await first;
    await expect(second).rejects.toThrow('The allowance is spent.');
    expect(ran).toEqual(['first']);
    // A refusal in line does not hold up the writers after it.
    expect(await withLease(key, async () => 'third')).toBe('third');
    expect(await leaseExists(key)).toBe(false);
  }, 30_000);

  it('a writer whose work fails releases the lease and lets the next one run', async () => {
    const key = uniqueKey('failure');
    const failing = withLease(key, async () => {
      throw new Error('The transaction failed.');
    });
    const next = withLease(key, async () => 'next');

    await expect(failing).rejects.toThrow('The transaction failed.');
    expect(await next).toBe('next');
    expect(await leaseExists(key)).toBe(false);
  }, 30_000);
});
