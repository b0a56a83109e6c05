import { COLLECTIONS } from '@shared/collections';
import { platformEnv } from '../core/platform-env';
import { withDeadline } from '../data/firestore';

/**
 * Per-account demo overrides of the admin session checks, so that e2e tests can exercise them on the
 * local stack. In production the server's own clock and the ADMIN_MFA param decide, nothing else. In a demo-*
 * project running against the Auth emulator, a test may store, in demoClock/{uid}:
 * - `offsetMs`: the server's clock runs that far ahead for this account, so a freshly signed-in token looks 13 hours
 *   old (the browser's clock cannot move the server's);
 * - `secondFactor: 'required'`: this account needs a second factor as if ADMIN_MFA=required, while the demo stack
 *   runs ADMIN_MFA=optional for everyone else.
 * One document per account, so one test's override cannot disturb tests running beside it, and one read per call.
 */
export function demoClockAllowed(): boolean {
  const env = platformEnv();
  return Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) && (env.GCLOUD_PROJECT ?? '').startsWith('demo-');
}

export type SessionClock = {
  /** The time the auth_time check measures against, in ms. */
  nowMs: number;
  /** The demo override that requires a second factor of this account (never true outside a demo project). */
  secondFactorRequired: boolean;
};

/** What a demoClock/{uid} document means; anything malformed means no override. */
export function readDemoOverrides(data: Record<string, unknown> | undefined, nowMs: number): SessionClock {
  const offsetMs = data?.offsetMs;
  return {
    nowMs: nowMs + (typeof offsetMs === 'number' && Number.isFinite(offsetMs) ? offsetMs : 0),
    secondFactorRequired: data?.secondFactor === 'required',
  };
}

export async function sessionClock(uid: string): Promise<SessionClock> {
  if (!demoClockAllowed()) return { nowMs: Date.now(), secondFactorRequired: false };
  const snapshot = await withDeadline((db) => db.collection(COLLECTIONS.demoClock).doc(uid).get());
  return readDemoOverrides(snapshot.data(), Date.now());
}
