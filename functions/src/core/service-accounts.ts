import { defineString } from 'firebase-functions/params';

/**
 * The service account each function runs as, so each holds only the roles it uses (docs/operations.md, launch step 2):
 * `name@project.iam.gserviceaccount.com`, or `name@` for the project's own. An empty value deploys the function
 * as the project's default compute account: only the local demo project has that (functions/.env.demo-clinic),
 * where the emulators run no account at all, and the deploy check refuses it on a real project.
 */
const serviceAccount = (name: string, functionName: string) =>
  defineString(name, {
    description: `The service account the ${functionName} function runs as, such as clinic-${functionName}@<project>.iam.gserviceaccount.com.`,
  });

export const SERVICE_ACCOUNTS = {
  api: serviceAccount('API_SERVICE_ACCOUNT', 'api'),
  pages: serviceAccount('PAGES_SERVICE_ACCOUNT', 'pages'),
  backups: serviceAccount('BACKUPS_SERVICE_ACCOUNT', 'backups'),
  retention: serviceAccount('RETENTION_SERVICE_ACCOUNT', 'retention'),
};
