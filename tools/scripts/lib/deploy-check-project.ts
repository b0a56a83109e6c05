/**
 * The deploy check's rules for what the project itself must have: the web config's sign-in fields, the functions'
 * params that have no safe default (the Web API key, the admins' second factor, each function's service account),
 * and the Firestore location the mail extension was configured for. The guard cannot reach the project, so each is
 * read from the file a clinic fills in, and each refusal names the setting and that file.
 */
import type { EnvSetting } from './env-files';
import type { LaunchSettings } from './launch-settings';
import { looksLikeAStandIn } from './placeholder-settings';

/** Where the web build's settings go (docs/operations.md, "Running against a real Firebase project"). */
export const WEB_ENV_FILE = '.env.production.local';

/** What the project-level checks read besides the web build. */
export type ProjectFiles = {
  /** The project deployed to (or, before `firebase deploy`, the web config's). */
  project: string;
  functionsEnv: Map<string, EnvSetting>;
  functionsEnvFile: string;
  mailEnv: Map<string, EnvSetting>;
  mailEnvFile: string;
};

/**
 * The web config fields the portal's sign-in needs besides the API key and project id: without the auth domain the
 * SDK cannot open its sign-in helpers, and the app id identifies the web app (Firebase console > Project settings).
 */
export function webConfigProblems({ firebase }: LaunchSettings): string[] {
  if (firebase.authEmulatorUrl !== null) return [];
  const { authDomain, appId } = firebase.options;
  const problems: string[] = [];
  if (!authDomain) {
    problems.push(
      `VITE_FIREBASE_AUTH_DOMAIN is not set: put the web config's authDomain (such as ` +
        `${firebase.options.projectId}.firebaseapp.com) in ${WEB_ENV_FILE}.`,
    );
  } else if (looksLikeAStandIn(authDomain) || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(authDomain)) {
    problems.push(
      `VITE_FIREBASE_AUTH_DOMAIN (${authDomain}) in ${WEB_ENV_FILE} is not the project's auth domain: copy ` +
        `authDomain from the web config (such as ${firebase.options.projectId}.firebaseapp.com).`,
    );
  }
  if (!appId) {
    problems.push(
      `VITE_FIREBASE_APP_ID is not set: put the web config's appId (1:<number>:web:<id>) in ${WEB_ENV_FILE}.`,
    );
  } else if (!/^1:\d+:web:[0-9a-f]+$/.test(appId)) {
    problems.push(
      `VITE_FIREBASE_APP_ID (${appId}) in ${WEB_ENV_FILE} is not a web app id: copy appId from the web config ` +
        '(1:<number>:web:<id>).',
    );
  }
  return problems;
}

const isDemoProject = (project: string) => project.startsWith('demo-');
const standIn = (value: string) => looksLikeAStandIn(value) || /^<[^>]*>$/.test(value) || /^demo-/.test(value);

/** The Web API key the `api` function signs staff in with: without it `firebase deploy` stops to ask for it. */
export function webApiKeyProblems({ functionsEnv, functionsEnvFile }: ProjectFiles): string[] {
  const setting = functionsEnv.get('WEB_API_KEY');
  if (!setting?.value.trim()) {
    return [
      `WEB_API_KEY (the project's Web API key, for staff sign-in) is not set for the functions: put ` +
        `WEB_API_KEY=<the web config's apiKey> in ${functionsEnvFile}.`,
    ];
  }
  if (standIn(setting.value.trim())) {
    return [`WEB_API_KEY in ${setting.file} is a stand-in: set the project's Web API key (the web config's apiKey).`];
  }
  return [];
}

/** The admins' second factor: anything but `required` on a real project turns it off (decision 0017). */
export function adminMfaProblems({ project, functionsEnv, functionsEnvFile }: ProjectFiles): string[] {
  if (isDemoProject(project)) return [];
  const setting = functionsEnv.get('ADMIN_MFA');
  if (!setting) {
    return [
      `ADMIN_MFA is not set for the functions (firebase deploy would stop to ask for it): put ADMIN_MFA=required ` +
        `in ${functionsEnvFile}.`,
    ];
  }
  if (setting.value.trim() !== 'required') {
    return [
      `ADMIN_MFA in ${setting.file} is "${setting.value}": admin API calls would not need the second factor. Set ` +
        'ADMIN_MFA=required (optional is for the local demo project only).',
    ];
  }
  return [];
}

/** Each function's service account param, and what that function does with it (docs/operations.md, launch step 2). */
export const SERVICE_ACCOUNT_PARAMS = {
  API_SERVICE_ACCOUNT: 'api',
  PAGES_SERVICE_ACCOUNT: 'pages',
  BACKUPS_SERVICE_ACCOUNT: 'backups',
  RETENTION_SERVICE_ACCOUNT: 'retention',
} as const;

/** A service account's full address: `name@` is short for name@<project>.iam.gserviceaccount.com, as for the SDK. */
const fullAccount = (value: string, project: string) =>
  value.endsWith('@') ? `${value}${project}.iam.gserviceaccount.com` : value;

/**
 * Each function runs as its own service account, holding only the roles it uses: empty (the demo project's
 * value) would deploy it as the default compute account, which has Editor on the whole project.
 */
export function serviceAccountProblems({ project, functionsEnv, functionsEnvFile }: ProjectFiles): string[] {
  if (isDemoProject(project)) return [];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [param, functionName] of Object.entries(SERVICE_ACCOUNT_PARAMS)) {
    const setting = functionsEnv.get(param);
    const value = setting?.value.trim() ?? '';
    const account = fullAccount(value, project);
    if (!setting || !value) {
      problems.push(
        `${param} (the service account the ${functionName} function runs as) is not set: create it as step 2 of ` +
          `the launch in docs/operations.md says and put ` +
          `${param}=clinic-${functionName}@${project}.iam.gserviceaccount.com in ${functionsEnvFile}.`,
      );
    } else if (/-compute@developer\.gserviceaccount\.com$|@appspot\.gserviceaccount\.com$/.test(account)) {
      problems.push(
        `${param} in ${setting.file} is a default service account (${value}), which can change the whole project: ` +
          `create the ${functionName} function's own account as docs/operations.md says.`,
      );
    } else if (standIn(value) || !/^[a-z][a-z0-9-]{4,28}[a-z0-9]@[a-z0-9.-]+\.gserviceaccount\.com$/.test(account)) {
      problems.push(
        `${param} in ${setting.file} (${value}) is not a service account address: set the ${functionName} ` +
          `function's own account, such as clinic-${functionName}@${project}.iam.gserviceaccount.com.`,
      );
    } else if (seen.has(account)) {
      problems.push(
        `${param} in ${setting.file} is the same account as ${seen.get(account)}: each function runs as its own, ` +
          'with only the roles it uses.',
      );
    }
    if (value) seen.set(account, param);
  }
  return problems;
}

/**
 * The mail extension listens to the database in its DATABASE_REGION, set at install and fixed after it, as a
 * database's location is once created: a database elsewhere never gets its mail sent. The location is the clinic's
 * answer (FIRESTORE_LOCATION), since the check cannot reach the project.
 */
export function firestoreLocationProblems({ functionsEnv, functionsEnvFile, mailEnv, mailEnvFile }: ProjectFiles) {
  const region = mailEnv.get('DATABASE_REGION');
  const setting = functionsEnv.get('FIRESTORE_LOCATION');
  const regionText = region ? `${region.value} (DATABASE_REGION in ${region.file})` : `unset (${mailEnvFile})`;
  if (!setting?.value.trim()) {
    return [
      `FIRESTORE_LOCATION (the location the project's Firestore database was created in) is not set: put ` +
        `FIRESTORE_LOCATION=${region?.value ?? 'nam5'} in ${functionsEnvFile}, after creating the database there.`,
    ];
  }
  if (setting.value.trim() !== region?.value.trim()) {
    return [
      `FIRESTORE_LOCATION in ${setting.file} is ${setting.value}, but the mail extension's region is ${regionText}: ` +
        'the extension would never see the mail queue, and neither location can change once created. Create the ' +
        `database in ${region?.value ?? 'the extension region'} (a new project if it already exists elsewhere).`,
    ];
  }
  return [];
}

export function projectSettingProblems(settings: LaunchSettings, files: ProjectFiles): string[] {
  return [
    ...webConfigProblems(settings),
    ...webApiKeyProblems(files),
    ...adminMfaProblems(files),
    ...serviceAccountProblems(files),
    ...firestoreLocationProblems(files),
  ];
}
