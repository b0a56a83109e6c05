// `npm run grant-admin -- EMAIL [--revoke]`: sets or clears the isAdmin custom claim.
// Against a real project it uses Application Default Credentials (`gcloud auth application-default login`,
// or GOOGLE_APPLICATION_CREDENTIALS) and the project in GCLOUD_PROJECT; with --emulator it targets `npm start`.
import { parseArgs } from 'node:util';
import { useEmulatorsInThisProcess } from './lib/local-stack';

const USAGE = 'Usage: npm run grant-admin -- EMAIL [--revoke] [--emulator] [--project PROJECT_ID]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      revoke: { type: 'boolean', default: false },
      emulator: { type: 'boolean', default: false },
      project: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const email = positionals[0];
  if (values.help || !email || positionals.length > 1) throw new Error(USAGE);

  if (values.emulator) useEmulatorsInThisProcess();
  const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) throw new Error(`Name the project: --project PROJECT_ID or GCLOUD_PROJECT=...\n${USAGE}`);

  const { initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const auth = getAuth(initializeApp({ projectId }));

  const user = await auth.getUserByEmail(email).catch(() => {
    throw new Error(`No user with that email exists in project ${projectId}.`);
  });
  const claims = { ...(user.customClaims ?? {}) };
  if (values.revoke) {
    delete claims.isAdmin;
    await auth.setCustomUserClaims(user.uid, claims);
    // Existing ID tokens still carry isAdmin until they expire; revoking forces a fresh sign-in now.
    await auth.revokeRefreshTokens(user.uid);
    console.log(`Removed administrator access from user ${user.uid} in ${projectId} and revoked their sessions.`);
  } else {
    await auth.setCustomUserClaims(user.uid, { ...claims, isAdmin: true });
    console.log(`Granted administrator access to user ${user.uid} in ${projectId}. It applies at their next sign-in.`);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
