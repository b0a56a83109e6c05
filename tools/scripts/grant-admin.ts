// `npm run grant-admin -- EMAIL [--revoke]`: sets or clears the isAdmin custom claim.
// Against a real project it uses Application Default Credentials (`gcloud auth application-default login`,
// or GOOGLE_APPLICATION_CREDENTIALS) and the project in GCLOUD_PROJECT; with --emulator it targets `npm start`.
// It grants only to a verified address (the API's rule); further administrators are invited from the Staff screen.
import { adminApp, chooseProject, runCommand, type CommandSpec } from './lib/admin-command';

const COMMAND: CommandSpec = {
  usage: 'Usage: npm run grant-admin -- EMAIL [--revoke] [--emulator] [--project PROJECT_ID]',
  flags: ['revoke'],
};

runCommand(COMMAND, async (args) => {
  const email = args.target;
  const projectId = chooseProject(args, COMMAND);
  const { getAuth } = await import('firebase-admin/auth');
  const auth = getAuth(await adminApp(projectId));

  const user = await auth.getUserByEmail(email).catch(() => {
    throw new Error(`No user with that email exists in project ${projectId}.`);
  });
  const claims = { ...(user.customClaims ?? {}) };
  if (args.flags.revoke) {
    delete claims.isAdmin;
    await auth.setCustomUserClaims(user.uid, claims);
    // Existing ID tokens still carry isAdmin until they expire; revoking forces a fresh sign-in now.
    await auth.revokeRefreshTokens(user.uid);
    console.log(`Removed administrator access from user ${user.uid} in ${projectId} and revoked their sessions.`);
  } else if (!user.emailVerified) {
    // The API refuses an isAdmin claim on an unverified address: whoever registered the address first
    // must not become an administrator before its owner has proved it.
    throw new Error(
      `The email address of user ${user.uid} is not verified, so the claim would not work and is not granted.\n` +
        'Have its owner open the sign-in page (/login), choose "Forgot password" and follow the link in the mail ' +
        "(or send it from the Firebase console: Authentication > Users > the user's menu > Reset password): " +
        'setting a password that way proves the address. Then run this command again.',
    );
  } else {
    await auth.setCustomUserClaims(user.uid, { ...claims, isAdmin: true });
    console.log(`Granted administrator access to user ${user.uid} in ${projectId}. It applies at their next sign-in.`);
  }
});
