import { COLLECTIONS } from '../../../src/shared/collections';
import { platformEnv } from '../core/platform-env';
import { withDeadline } from '../data/firestore';

/**
 * The time the auth_time check measures against (issue 22). In production it is this server's clock, nothing else.
 * In a demo-* project running against the Auth emulator, a test may store an offset for one account
 * (demoClock/{uid} `{ offsetMs }`), so that a freshly signed-in token looks 13 hours old to the server: the
 * browser's clock cannot move the server's, and one account's offset cannot disturb tests running beside it.
 */
export function demoClockAllowed(): boolean {
  const env = platformEnv();
  return Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) && (env.GCLOUD_PROJECT ?? '').startsWith('demo-');
}

export async function serverNowMs(uid: string): Promise<number> {
  if (!demoClockAllowed()) return Date.now();
  const snapshot = await withDeadline((db) => db.collection(COLLECTIONS.demoClock).doc(uid).get());
  const offsetMs = snapshot.get('offsetMs') as unknown;
  return Date.now() + (typeof offsetMs === 'number' && Number.isFinite(offsetMs) ? offsetMs : 0);
}
