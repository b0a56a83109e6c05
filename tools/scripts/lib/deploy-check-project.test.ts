import { describe, expect, it } from 'vitest';
import { resolveFirebaseConfig, type FirebaseEnv } from '../../../src/config/firebase-config';
import { projectSettingProblems, type ProjectFiles } from './deploy-check-project';
import { parseEnvText, readEnvFiles } from './env-files';
import type { LaunchSettings } from './launch-settings';

const ROOT = new URL('../../..', import.meta.url).pathname;
const FUNCTIONS_FILE = 'functions/.env.clinic-prod';
const WEB: FirebaseEnv = {
  VITE_FIREBASE_PROJECT_ID: 'clinic-prod',
  VITE_FIREBASE_API_KEY: 'AIzaSyA-real-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'clinic-prod.firebaseapp.com',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:0a1b2c3d4e5f',
};
const PARAMS: Record<string, string> = {
  WEB_API_KEY: 'AIzaSyA-real-key',
  ADMIN_MFA: 'required',
  FIRESTORE_LOCATION: 'nam5',
  API_SERVICE_ACCOUNT: 'clinic-api@clinic-prod.iam.gserviceaccount.com',
  PAGES_SERVICE_ACCOUNT: 'clinic-pages@',
  BACKUPS_SERVICE_ACCOUNT: 'clinic-backups@clinic-prod.iam.gserviceaccount.com',
  RETENTION_SERVICE_ACCOUNT: 'clinic-retention@clinic-prod.iam.gserviceaccount.com',
};
/** The shipped mail settings (DATABASE_REGION=nam5), as the guard reads them. */
const MAIL = readEnvFiles(ROOT, ['extensions/firestore-send-email.env']);

const settings = (web: FirebaseEnv = WEB) => ({ firebase: resolveFirebaseConfig(web) }) as LaunchSettings;
const dotenv = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}=${value}\n`)
    .join('');

function files(params: Record<string, string | undefined>, project = 'clinic-prod'): ProjectFiles {
  const set = Object.fromEntries(Object.entries({ ...PARAMS, ...params }).filter(([, v]) => v !== undefined));
  return {
    project,
    functionsEnv: parseEnvText(dotenv(set as Record<string, string>), FUNCTIONS_FILE),
    functionsEnvFile: FUNCTIONS_FILE,
    mailEnv: MAIL,
    mailEnvFile: 'extensions/firestore-send-email.env',
  };
}

const problems = (params: Record<string, string | undefined>, web?: FirebaseEnv) =>
  projectSettingProblems(settings(web), files(params));

describe("the launch guard's project settings", () => {
  it('pass a project with every one set', () => {
    expect(problems({})).toEqual([]);
  });

  it('refuse a missing or malformed auth domain and app id, naming .env.production.local', () => {
    const { VITE_FIREBASE_AUTH_DOMAIN: _domain, VITE_FIREBASE_APP_ID: _app, ...without } = WEB;
    expect(problems({}, without)).toEqual([
      expect.stringMatching(
        /^VITE_FIREBASE_AUTH_DOMAIN is not set: .*clinic-prod\.firebaseapp\.com.*\.env\.production\.local/,
      ),
      expect.stringMatching(/^VITE_FIREBASE_APP_ID is not set: .* in \.env\.production\.local/),
    ]);
    const copied = { ...WEB, VITE_FIREBASE_AUTH_DOMAIN: 'your-project.firebaseapp.com', VITE_FIREBASE_APP_ID: '...' };
    expect(problems({}, copied)).toEqual([
      expect.stringMatching(/^VITE_FIREBASE_AUTH_DOMAIN \(your-project\.firebaseapp\.com\) .* not the project's/),
      expect.stringMatching(/^VITE_FIREBASE_APP_ID \(\.\.\.\) .* not a web app id/),
    ]);
    // Demo mode is refused on its own; its web config has none of these.
    expect(problems({}, { VITE_FIREBASE_PROJECT_ID: 'demo-clinic' })).toEqual([]);
  });

  it('refuse a missing or stand-in WEB_API_KEY, naming the functions file', () => {
    expect(problems({ WEB_API_KEY: undefined })).toEqual([
      expect.stringMatching(/^WEB_API_KEY .* is not set .* in functions\/\.env\.clinic-prod\.$/),
    ]);
    expect(problems({ WEB_API_KEY: 'demo-web-api-key' })).toEqual([
      expect.stringMatching(/^WEB_API_KEY in functions\/\.env\.clinic-prod is a stand-in/),
    ]);
  });

  it('refuse ADMIN_MFA other than required on a real project, and let a demo project have optional', () => {
    expect(problems({ ADMIN_MFA: 'optional' })).toEqual([
      expect.stringMatching(/^ADMIN_MFA in functions\/\.env\.clinic-prod is "optional": .*second factor/),
    ]);
    expect(problems({ ADMIN_MFA: undefined })).toEqual([
      expect.stringMatching(/^ADMIN_MFA is not set .* put ADMIN_MFA=required in functions\/\.env\.clinic-prod/),
    ]);
    const demo = files({ ADMIN_MFA: 'optional', API_SERVICE_ACCOUNT: '' }, 'demo-clinic');
    expect(projectSettingProblems(settings({ VITE_FIREBASE_PROJECT_ID: 'demo-clinic' }), demo)).toEqual([]);
  });

  it("refuse a function without its own service account: unset, the default's, shared, or not an address", () => {
    expect(problems({ API_SERVICE_ACCOUNT: '' })).toEqual([
      expect.stringMatching(
        /^API_SERVICE_ACCOUNT \(the service account the api function runs as\) is not set: .*API_SERVICE_ACCOUNT=clinic-api@clinic-prod\.iam\.gserviceaccount\.com in functions\/\.env\.clinic-prod/,
      ),
    ]);
    expect(problems({ PAGES_SERVICE_ACCOUNT: '123-compute@developer.gserviceaccount.com' })).toEqual([
      expect.stringMatching(/^PAGES_SERVICE_ACCOUNT in functions\/\.env\.clinic-prod is a default service account/),
    ]);
    expect(problems({ RETENTION_SERVICE_ACCOUNT: 'clinic-backups@' })).toEqual([
      expect.stringMatching(/^RETENTION_SERVICE_ACCOUNT .* is the same account as BACKUPS_SERVICE_ACCOUNT/),
    ]);
    expect(problems({ BACKUPS_SERVICE_ACCOUNT: 'default' })).toEqual([
      expect.stringMatching(
        /^BACKUPS_SERVICE_ACCOUNT in functions\/\.env\.clinic-prod \(default\) is not a service account/,
      ),
    ]);
  });

  it("refuse a Firestore location other than the mail extension's region, or none", () => {
    expect(problems({ FIRESTORE_LOCATION: 'northamerica-northeast2' })).toEqual([
      expect.stringMatching(
        /^FIRESTORE_LOCATION in functions\/\.env\.clinic-prod is northamerica-northeast2, but the mail extension's region is nam5 \(DATABASE_REGION in extensions\/firestore-send-email\.env\)/,
      ),
    ]);
    expect(problems({ FIRESTORE_LOCATION: undefined })).toEqual([
      expect.stringMatching(
        /^FIRESTORE_LOCATION .* not set: put FIRESTORE_LOCATION=nam5 in functions\/\.env\.clinic-prod/,
      ),
    ]);
  });
});
