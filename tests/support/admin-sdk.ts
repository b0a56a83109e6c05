import { useEmulatorsInThisProcess } from '../../tools/scripts/lib/local-stack';

/** The Admin SDK pointed at the local emulators, for checks the public API cannot make (what was stored). */
export async function emulatorAdmin() {
  useEmulatorsInThisProcess();
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { getAuth } = await import('firebase-admin/auth');
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-clinic' });
  return { db: getFirestore(app), auth: getAuth(app) };
}
