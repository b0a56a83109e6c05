/**
 * The deploy check's rules for the settings outside the web build: the project deployed to, the site address the
 * functions put in mail (SITE_URL), the mail extension's SMTP settings, and the CSP in firebase.json.
 */
import { bucketName } from '../../../functions/src/backups/export-request';
import { PLACEHOLDER_SITE_URL } from '../../../src/config/site-config';
import { cspProblems } from './csp';
import { deployProblems } from './deploy-check';
import { projectSettingProblems } from './deploy-check-project';
import type { EnvSetting } from './env-files';
import type { LaunchSettings } from './launch-settings';
import { looksLikeAStandIn, placeholderProblems } from './placeholder-settings';

/** The mail extension's instance (firebase.json `extensions`), whose settings are extensions/<instance>.env. */
export const MAIL_EXTENSION = 'firestore-send-email';

/** What the deploy reads besides the web build, as found on disk (tools/scripts/check-deploy.ts reads it). */
export type DeployFiles = {
  /** The project being deployed to: `firebase deploy` gives its predeploy steps GCLOUD_PROJECT. */
  deployProject: string | undefined;
  /** The functions' params (functions/.env, then functions/.env.<project>), merged as firebase-tools does. */
  functionsEnv: Map<string, EnvSetting>;
  /** Where the project's own function params go: functions/.env.<project>. */
  functionsEnvFile: string;
  /** The mail extension's settings (extensions/<instance>.env, then .env.<project>). */
  mailEnv: Map<string, EnvSetting>;
  /** The CSP firebase.json sends with every page. */
  csp: string;
};

const httpsOrigin = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
};

/** One site address, https, in the sitemap and canonical links (VITE_SITE_URL) and in mail links (SITE_URL). */
export function siteAddressProblems(siteUrl: string, files: DeployFiles): string[] {
  const problems: string[] = [];
  if (!siteUrl.startsWith('https://')) {
    problems.push(
      `VITE_SITE_URL is ${siteUrl}, not https: canonical links and the sitemap would point visitors at plain ` +
        'http. Set it to the https origin, such as https://www.clinic.ca.',
    );
  }
  const setting = files.functionsEnv.get('SITE_URL');
  if (!setting?.value.trim()) {
    problems.push(
      `SITE_URL (the address links in mail point to) is not set for the functions: put SITE_URL=${siteUrl} in ` +
        `${files.functionsEnvFile}, the same address as VITE_SITE_URL.`,
    );
    return problems;
  }
  const mailOrigin = httpsOrigin(setting.value.trim());
  if (!mailOrigin) {
    problems.push(
      `SITE_URL in ${setting.file} is ${setting.value}, not an https origin: links in mail would use it. Set it to ` +
        `${siteUrl.startsWith('https://') && siteUrl !== PLACEHOLDER_SITE_URL ? siteUrl : 'the https origin, such as https://www.clinic.ca'}.`,
    );
  } else if (mailOrigin !== siteUrl) {
    problems.push(
      `SITE_URL in ${setting.file} (${mailOrigin}, for links in mail) is not VITE_SITE_URL (${siteUrl}, for the ` +
        'sitemap and canonical links): set both to the one public address.',
    );
  }
  return problems;
}

/**
 * The bucket the daily Firestore export writes to (decision 0019): without it the first backup fails at night, and
 * `firebase deploy` would only prompt for it. Its value as the backup job reads it (functions/src/backups).
 */
export function backupProblems(files: DeployFiles): string[] {
  const setting = files.functionsEnv.get('BACKUP_BUCKET');
  if (!setting?.value.trim()) {
    return [
      `BACKUP_BUCKET (the bucket the daily Firestore export goes to) is not set for the functions: put ` +
        `BACKUP_BUCKET=<bucket name> in ${files.functionsEnvFile}, after creating the bucket as ` +
        '"Backups and restore" in docs/operations.md says.',
    ];
  }
  try {
    bucketName(setting.value);
  } catch (error) {
    return [`${(error as Error).message} (${setting.file})`];
  }
  // demo-…: the local demo project's (Firebase reserves the prefix for projects that never reach Google Cloud).
  if (setting.marked || looksLikeAStandIn(setting.value) || /^(gs:\/\/)?demo-/.test(setting.value.trim())) {
    return [
      `BACKUP_BUCKET in ${setting.file} is a stand-in (${setting.value.trim()}): set the clinic's backup bucket.`,
    ];
  }
  return [];
}

/** What each required setting of the mail extension is, in words for a refusal. */
const MAIL_SETTINGS: Record<string, string> = {
  SMTP_CONNECTION_URI: "the mail provider's SMTP address, such as smtps://newsletter@smtp.provider.com:465",
  DEFAULT_FROM: "the sender, such as Clinic name <newsletter@your-clinic.ca>, on the clinic's own domain",
};

/** The mail extension's settings; values are never shown (an SMTP URI can hold a password). */
export function mailProblems(mailEnv: Map<string, EnvSetting>, project: string | undefined): string[] {
  const file = `extensions/${MAIL_EXTENSION}.env`;
  const elsewhere = project ? ` (or set it in ${file}.${project})` : '';
  const problems: string[] = [];
  for (const [key, what] of Object.entries(MAIL_SETTINGS)) {
    const setting = mailEnv.get(key);
    if (!setting?.value.trim()) problems.push(`The mail extension's ${key} is not set: put ${what} in ${file}.`);
    else if (setting.marked) {
      problems.push(
        `The mail extension's ${key} in ${setting.file} is marked PLACEHOLDER: set ${what}, and delete the ` +
          `PLACEHOLDER comment above it${elsewhere}.`,
      );
    } else if (looksLikeAStandIn(setting.value)) {
      problems.push(`The mail extension's ${key} in ${setting.file} is a stand-in (example domain): set ${what}.`);
    }
  }
  for (const [key, setting] of mailEnv) {
    if (setting.marked && !(key in MAIL_SETTINGS)) {
      problems.push(`${key} in ${setting.file} is marked PLACEHOLDER: set it, and delete the PLACEHOLDER comment.`);
    }
  }
  if (/^smtps?:\/\/[^/@]*:[^/@]*@/i.test(mailEnv.get('SMTP_CONNECTION_URI')?.value ?? '')) {
    problems.push(
      `The mail extension's SMTP_CONNECTION_URI in ${file} carries a password: take it out (the deploy asks for ` +
        'SMTP_PASSWORD and keeps it in Secret Manager), and change that password, since it has been in a file.',
    );
  }
  return problems;
}

/** The web build's Firebase project and the project deployed to must be the same one. */
export function projectProblems(settings: LaunchSettings, deployProject: string | undefined): string[] {
  const built = settings.firebase.options.projectId;
  if (!deployProject || settings.firebase.authEmulatorUrl !== null || deployProject === built) return [];
  return [
    `This deploy goes to project ${deployProject}, but the web app is configured for ${built} ` +
      '(VITE_FIREBASE_PROJECT_ID): staff would sign in to the other project. Deploy with --project ' +
      `${built}, or set the other project's web config.`,
  ];
}

/** Everything that stands between this configuration and a launch; empty when it may be deployed. */
export function launchProblems(settings: LaunchSettings, files: DeployFiles): string[] {
  const project = files.deployProject ?? settings.firebase.options.projectId;
  return [
    ...deployProblems(settings),
    ...placeholderProblems(settings.placeholders),
    ...projectProblems(settings, files.deployProject),
    ...siteAddressProblems(settings.siteUrl, files),
    ...backupProblems(files),
    ...mailProblems(files.mailEnv, project),
    ...cspProblems(files.csp, settings.framedOrigins),
    ...projectSettingProblems(settings, { ...files, project, mailEnvFile: `extensions/${MAIL_EXTENSION}.env` }),
  ];
}
