// `npm run maintenance -- on|off|status`: maintenance mode (decision 0029) from a terminal, the same switch as the
// admin portal's Maintenance screen. Visitors see the maintenance page within about 15 seconds; staff still sign in
// and the API keeps answering. Against a real project it uses Application Default Credentials
// (`gcloud auth application-default login`) and --project; with --emulator it targets `npm start`.
import { COLLECTIONS } from '@shared/collections';
import type { MaintenanceSettings } from '@shared/maintenance';
import { adminApp, chooseProject, runCommand, type CommandSpec } from './lib/admin-command';

const COMMAND: CommandSpec = {
  usage: 'Usage: npm run maintenance -- on|off|status [--emulator] [--project PROJECT_ID]',
  choices: ['on', 'off', 'status'],
};
/** The document the `api` and `pages` functions read (functions/src/maintenance/maintenance-store.ts). */
const DOC = 'maintenance';

runCommand(COMMAND, async (args) => {
  const action = args.target;
  const projectId = chooseProject(args, COMMAND);
  const { getFirestore } = await import('firebase-admin/firestore');
  const doc = getFirestore(await adminApp(projectId))
    .collection(COLLECTIONS.siteSettings)
    .doc(DOC);

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
});
