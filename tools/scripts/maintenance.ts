// `npm run maintenance -- on|off|status`: maintenance mode (decision 0029) from a terminal, the same switch as the
// admin portal's Maintenance screen. Visitors see the maintenance page within about 15 seconds; staff still sign in
// and the API keeps answering. Against a real project it uses Application Default Credentials
// (`gcloud auth application-default login`) and --project; with --emulator it targets `npm start`.
import { parseArgs } from 'node:util';
import { COLLECTIONS } from '@shared/collections';
import type { MaintenanceSettings } from '@shared/maintenance';
import { useEmulatorsInThisProcess } from './lib/local-stack';

const USAGE = 'Usage: npm run maintenance -- on|off|status [--emulator] [--project PROJECT_ID]';
/** The document the `api` and `pages` functions read (functions/src/maintenance/maintenance-store.ts). */
const DOC = 'maintenance';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      emulator: { type: 'boolean', default: false },
      project: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const action = positionals[0];
  if (values.help || positionals.length !== 1 || !['on', 'off', 'status'].includes(action ?? '')) {
    throw new Error(USAGE);
  }
  if (values.emulator) useEmulatorsInThisProcess();
  const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) throw new Error(`Name the project: --project PROJECT_ID or GCLOUD_PROJECT=...\n${USAGE}`);

  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const doc = getFirestore(initializeApp({ projectId })).collection(COLLECTIONS.siteSettings).doc(DOC);

  if (action === 'status') {
    const on = (await doc.get()).data()?.on === true;
    console.log(`Maintenance mode is ${on ? 'on' : 'off'} in ${projectId}.`);
    return;
  }
  const settings: MaintenanceSettings = {
    on: action === 'on',
    changedAt: new Date().toISOString(),
    changedBy: 'command',
  };
  await doc.set(settings);
  console.log(
    settings.on
      ? `Maintenance mode is on in ${projectId}: visitors see the maintenance page within about 15 seconds. ` +
          'Staff can still sign in at /login. Turn it off with: npm run maintenance -- off'
      : `Maintenance mode is off in ${projectId}: the site opens again for visitors within about 15 seconds.`,
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
