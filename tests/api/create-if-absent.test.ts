import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIfAbsent } from '../../functions/src/data/create-if-absent';
import { firestoreSettings } from '../../functions/src/data/firestore';
import { useEmulatorsInThisProcess } from '../../tools/scripts/lib/local-stack';

/**
 * The functions' "create unless it exists" (leases, the media library's restore and backfill) against the stack's
 * Firestore, over each transport the functions can use: over REST a plain `create()` of an existing document is
 * retried until the client's own timeout, so a second claim of a lease would hang instead of answering false.
 */
async function clientOver(transport: 'rest' | 'grpc'): Promise<Firestore> {
  useEmulatorsInThisProcess();
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const name = `create-if-absent-${transport}`;
  const app = getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId: 'demo-clinic' }, name);
  const db = getFirestore(app);
  db.settings(firestoreSettings({ ...process.env, FIRESTORE_PREFER_REST: transport === 'rest' ? 'true' : 'false' }));
  return db;
}

describe.each(['rest', 'grpc'] as const)('createIfAbsent over %s', (transport) => {
  let db: Firestore;
  beforeAll(async () => {
    db = await clientOver(transport);
  });

  it('creates a missing document, then answers false without touching it', async () => {
    const ref = db.collection('leases').doc(`create-if-absent-${transport}-${Date.now().toString(36)}`);
    try {
      expect(await createIfAbsent(ref, { holder: 'first' })).toBe(true);
      // Answered at once: a hang (the client's retries) fails the test on its timeout.
      expect(await createIfAbsent(ref, { holder: 'second' })).toBe(false);
      expect((await ref.get()).get('holder')).toBe('first');
    } finally {
      await ref.delete();
    }
  });

  it('reports any other failure as an error', async () => {
    // A document name Firestore refuses (longer than its 1,500-byte limit).
    const ref = db.collection('leases').doc('x'.repeat(1600));
    await expect(createIfAbsent(ref, { holder: 'first' })).rejects.toThrow();
  });
});
