// `npm run reset-second-factor -- EMAIL_OR_UID --project PROJECT_ID`: the last way back in for an administrator
// whose phone is lost when no colleague can reset it on the Staff screen. It removes every second factor of the
// account, ends its sessions and writes the staff log entry (actor: the recovery script), as the Staff screen does.
// Against a real project it uses Application Default Credentials of someone with owner rights on the project
// (`gcloud auth application-default login`); with --emulator it targets `npm start`.
import { parseArgs } from 'node:util';
import { COLLECTIONS } from '@shared/collections';
import { RECOVERY_SCRIPT_ACTOR } from '@shared/schemas/staff';
import { useEmulatorsInThisProcess } from './lib/local-stack';

const USAGE = 'Usage: npm run reset-second-factor -- EMAIL_OR_UID [--emulator] [--project PROJECT_ID]';
/** Firebase account ids: 1 to 128 characters, no slash (the Admin SDK's own check, said here in words). */
const UID = /^[^/\s@]{1,128}$/;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      emulator: { type: 'boolean', default: false },
      project: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const who = positionals[0]?.trim();
  if (values.help || !who || positionals.length > 1) throw new Error(USAGE);
  const byEmail = who.includes('@');
  if (!byEmail && !UID.test(who)) {
    throw new Error(
      `"${who}" is neither an email address nor an account id (1 to 128 characters, no spaces).\n${USAGE}`,
    );
  }

  if (values.emulator) useEmulatorsInThisProcess();
  const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) throw new Error(`Name the project: --project PROJECT_ID or GCLOUD_PROJECT=...\n${USAGE}`);

  const { initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId });
  const auth = getAuth(app);

  const user = await (byEmail ? auth.getUserByEmail(who) : auth.getUser(who)).catch((error: { code?: string }) => {
    if (
      error.code === 'auth/user-not-found' ||
      error.code === 'auth/invalid-email' ||
      error.code === 'auth/invalid-uid'
    ) {
      throw new Error(`No account with that ${byEmail ? 'email' : 'id'} exists in project ${projectId}.`);
    }
    throw error;
  });
  if (user.customClaims?.isAdmin !== true) {
    throw new Error(
      `User ${user.uid} is not an administrator: their second factor is theirs to manage. Nothing was changed.`,
    );
  }
  if ((user.multiFactor?.enrolledFactors.length ?? 0) === 0) {
    throw new Error(`User ${user.uid} has no second factor to remove. Nothing was changed.`);
  }

  // The entry first, as the API writes it: a change never happens without its entry.
  await getFirestore(app)
    .collection(COLLECTIONS.staffLog)
    .add({ action: 'second-factor-reset', actor: RECOVERY_SCRIPT_ACTOR, targetUid: user.uid, at: Timestamp.now() });
  await auth.updateUser(user.uid, { multiFactor: { enrolledFactors: null } });
  await auth.revokeRefreshTokens(user.uid);
  console.log(
    `Removed the second factor of user ${user.uid} in ${projectId} and ended their sessions. They sign in with ` +
      'their password, then set up a new phone under "Your account" on the Staff screen. The staff log records it.',
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
