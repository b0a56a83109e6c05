// `npm run reset-second-factor -- EMAIL_OR_UID --project PROJECT_ID`: the last way back in for an administrator
// whose phone is lost when no colleague can reset it on the Staff screen. It removes every second factor of the
// account, ends its sessions and writes the staff log entry (actor: the recovery script), as the Staff screen does.
// Against a real project it uses Application Default Credentials of someone with owner rights on the project
// (`gcloud auth application-default login`); with --emulator it targets `npm start`.
import { COLLECTIONS } from '@shared/collections';
import { RECOVERY_SCRIPT_ACTOR, staffUidSchema } from '@shared/schemas/staff';
import { adminApp, chooseProject, runCommand, usageError, type CommandSpec } from './lib/admin-command';

const COMMAND: CommandSpec = {
  usage: 'Usage: npm run reset-second-factor -- EMAIL_OR_UID [--emulator] [--project PROJECT_ID]',
};

runCommand(COMMAND, async (args) => {
  const who = args.target;
  const byEmail = who.includes('@');
  // The same account-id rule as the Staff screen's reset (/api/staff/{uid}/second-factor).
  if (!byEmail && !staffUidSchema.safeParse(who).success) {
    throw usageError(COMMAND, `"${who}" is neither an email address nor an account id (1 to 128 characters).`);
  }

  const projectId = chooseProject(args, COMMAND);
  const app = await adminApp(projectId);
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
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
});
