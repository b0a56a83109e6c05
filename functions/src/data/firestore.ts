import type { Firestore } from 'firebase-admin/firestore';
import { DataUnavailableError } from './errors';

/** Firestore calls that take longer than this fail as unavailable (a 503) rather than hanging the request. */
export const FIRESTORE_DEADLINE_MS = 8000;

let firestore: Promise<Firestore> | undefined;

/** The Admin SDK's Firestore loads on first use so the module imports fast on a cold start. */
export function getDb(): Promise<Firestore> {
  firestore ??= (async () => {
    const { getApps, initializeApp } = await import('firebase-admin/app');
    const { getFirestore } = await import('firebase-admin/firestore');
    const app = getApps()[0] ?? initializeApp();
    const db = getFirestore(app);
    try {
      db.settings({ ignoreUndefinedProperties: true });
    } catch {
      // A host process (seed script, benchmark) already used this Firestore instance; keep its settings.
    }
    return db;
  })();
  return firestore;
}

/** Runs a Firestore operation with a deadline; an unreachable database becomes a DataUnavailableError. */
export async function withDeadline<T>(operation: (db: Firestore) => Promise<T>): Promise<T> {
  const db = await getDb();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DataUnavailableError()), FIRESTORE_DEADLINE_MS);
  });
  try {
    return await Promise.race([operation(db), deadline]);
  } catch (error) {
    if (isUnavailable(error)) throw new DataUnavailableError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

// gRPC status codes 14 (UNAVAILABLE) and 4 (DEADLINE_EXCEEDED) mean the database could not be reached.
function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 14 || code === 4 || code === 'unavailable' || code === 'deadline-exceeded';
}
