import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveFirebaseConfig } from '../../../src/config/firebase-config';
import { framedOrigins } from '../../../src/config/framed-origins';
import { SITE_CONFIG, type ContentBlocks, type SiteConfig } from '../../../src/config/site-config';
import { isPlaceholder } from '../../../src/shared/placeholder';
import { contentSecurityPolicy, frameSrcSources, withDirective, type FirebaseJson } from './csp';
import { launchProblems, type DeployFiles } from './deploy-check-settings';
import { parseEnvText, readEnvFiles } from './env-files';
import { readLaunchSettings, type LaunchSettings } from './launch-settings';
import { findPlaceholders } from './placeholder-settings';

const ROOT = new URL('../../..', import.meta.url).pathname;
const REAL_SITE = 'https://www.clinic.ca';
const FINAL_BLOCKS: ContentBlocks = {
  testimonials: { enabled: false, status: 'final' },
  team: { status: 'final' },
  partnerLogos: { enabled: true, status: 'final' },
};
const REPO_CSP = contentSecurityPolicy(JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8')) as FirebaseJson);

/** A launch-ready site config: the clinic's own values, none marked. */
const CONFIGURED: SiteConfig = {
  ...SITE_CONFIG,
  clinicName: 'Yorkville Preventive Health',
  phones: [{ display: '416-924-1234', dial: '+14169241234' }],
  fax: { display: '416-924-1299', dial: '+14169241299' },
  email: 'hello@clinic.ca',
  address: { street: '120 Avenue Road, Suite 3', city: 'Toronto', province: 'ON', postalCode: 'M5R 2H4' },
  bookingUrls: {
    1: 'https://clinic.janeapp.com/b/1',
    2: 'https://clinic.janeapp.com/b/2',
    3: 'https://clinic.janeapp.com/b/3',
    4: 'https://clinic.janeapp.com/b/4',
  },
  membershipBookingUrl: 'https://clinic.janeapp.com/b/membership',
  socialProfiles: [{ label: 'Instagram', url: 'https://www.instagram.com/clinic' }],
  agencyCredit: { label: 'Studio North', url: 'https://studionorth.ca' },
  videos: {
    clinicTour: 'https://www.youtube-nocookie.com/embed/aB3dE5gH7jK',
    pelvicChair: 'https://www.youtube-nocookie.com/embed/bC4eF6hI8kL',
    edTherapy: 'https://www.youtube-nocookie.com/embed/cD5fG7iJ9lM',
    membership: 'https://www.youtube-nocookie.com/embed/dE6gH8jK0mN',
  },
  clinicInboxEmail: 'frontdesk@clinic.ca',
};

const REAL_FIREBASE = resolveFirebaseConfig({
  VITE_FIREBASE_PROJECT_ID: 'clinic-prod',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'clinic-prod.firebaseapp.com',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:0a1b2c3d4e5f',
});

/** Settings as readLaunchSettings makes them, for a config object of our own. */
function settingsFor(config: object, overrides: Partial<LaunchSettings> = {}): LaunchSettings {
  return {
    firebase: REAL_FIREBASE,
    siteUrl: REAL_SITE,
    contentBlocks: FINAL_BLOCKS,
    placeholders: findPlaceholders(
      [{ name: 'SITE_CONFIG', file: 'src/config/site-config.ts', value: config, skip: ['siteUrl'] }],
      isPlaceholder,
      [],
    ),
    framedOrigins: framedOrigins(CONFIGURED),
    ...overrides,
  };
}

const env = (text: string, file: string) => parseEnvText(text, file);
/** The functions' params a real project sets besides SITE_URL and BACKUP_BUCKET (the launch's functions/.env block). */
const PROJECT_PARAMS = [
  'WEB_API_KEY=key',
  'ADMIN_MFA=required',
  'FIRESTORE_LOCATION=nam5',
  'API_SERVICE_ACCOUNT=clinic-api@clinic-prod.iam.gserviceaccount.com',
  'PAGES_SERVICE_ACCOUNT=clinic-pages@clinic-prod.iam.gserviceaccount.com',
  'BACKUPS_SERVICE_ACCOUNT=clinic-backups@',
  'RETENTION_SERVICE_ACCOUNT=clinic-retention@clinic-prod.iam.gserviceaccount.com',
  '',
].join('\n');
const REAL_MAIL = env(
  'SMTP_CONNECTION_URI=smtps://newsletter@smtp.mailprovider.ca:465\nDEFAULT_FROM=Clinic <newsletter@clinic.ca>\n' +
    'DATABASE_REGION=nam5\n',
  'extensions/firestore-send-email.env.clinic-prod',
);

/** What a configured project has on disk: everything set, the CSP generated from the configured origins. */
const FILES: DeployFiles = {
  deployProject: 'clinic-prod',
  functionsEnv: env(
    `SITE_URL=${REAL_SITE}\n${PROJECT_PARAMS}BACKUP_BUCKET=clinic-prod-backups\n`,
    'functions/.env.clinic-prod',
  ),
  functionsEnvFile: 'functions/.env.clinic-prod',
  mailEnv: REAL_MAIL,
  csp: withDirective(REPO_CSP, 'frame-src', frameSrcSources(framedOrigins(CONFIGURED))),
};

describe('the launch guard', () => {
  it('passes a fully configured clinic', () => {
    expect(launchProblems(settingsFor(CONFIGURED), FILES)).toEqual([]);
  });

  it('refuses each placeholder of the repository by name, with the file to change, and nothing else', () => {
    const repo = readLaunchSettings();
    expect(repo.placeholders.unplaced).toEqual([]);
    const problems = launchProblems(
      { ...repo, firebase: REAL_FIREBASE, siteUrl: REAL_SITE, contentBlocks: FINAL_BLOCKS },
      { ...FILES, csp: withDirective(REPO_CSP, 'frame-src', frameSrcSources(repo.framedOrigins)) },
    );
    const site = (name: string) =>
      expect.stringMatching(new RegExp(`^SITE_CONFIG\\.${name} is a placeholder.*site-config\\.ts`));
    expect(problems).toEqual([
      site('clinicName'),
      site('phones'),
      site('fax'),
      site('email'),
      site('address'),
      site('bookingUrls'),
      site('membershipBookingUrl'),
      site('socialProfiles'),
      site('agencyCredit'),
      site('videos'),
      expect.stringMatching(
        /^OPERATIONS_CONFIG\.clinicInboxEmail is a placeholder \(inbox@example\.com\).*operations-config\.ts/,
      ),
      expect.stringMatching(/frame-src lets pages frame https:\/\/example\.com, a placeholder origin/),
    ]);
    expect(problems.join('\n')).toMatch(/416-555-0100.*\n.*416-555-0199.*\n.*hello@example\.com.*\n.*000 Avenue Road/);
  });

  it("refuses the mail extension's placeholder SMTP host and sender, naming the setting and its file", () => {
    const repoMail = readEnvFiles(ROOT, ['extensions/firestore-send-email.env']);
    expect(launchProblems(settingsFor(CONFIGURED), { ...FILES, mailEnv: repoMail })).toEqual([
      expect.stringMatching(/SMTP_CONNECTION_URI in extensions\/firestore-send-email\.env is marked PLACEHOLDER/),
      expect.stringMatching(/DEFAULT_FROM in extensions\/firestore-send-email\.env is marked PLACEHOLDER/),
    ]);
  });

  it("takes the project's own mail settings over the marked ones, and refuses stand-ins and passwords", () => {
    const repoFile = readFileSync(`${ROOT}extensions/firestore-send-email.env`, 'utf8');
    const merged = new Map([...env(repoFile, 'extensions/firestore-send-email.env'), ...REAL_MAIL]);
    expect(launchProblems(settingsFor(CONFIGURED), { ...FILES, mailEnv: merged })).toEqual([]);

    const unmarkedStandIn = env(
      'SMTP_CONNECTION_URI=smtps://a@smtp.example.com:465\nDEFAULT_FROM=a@example.org\nDATABASE_REGION=nam5\n',
      'm.env',
    );
    expect(launchProblems(settingsFor(CONFIGURED), { ...FILES, mailEnv: unmarkedStandIn })).toEqual([
      expect.stringMatching(/SMTP_CONNECTION_URI in m\.env is a stand-in/),
      expect.stringMatching(/DEFAULT_FROM in m\.env is a stand-in/),
    ]);

    const withPassword = env(
      'SMTP_CONNECTION_URI=smtps://a:hunter2@smtp.mailprovider.ca:465\nDEFAULT_FROM=a@clinic.ca\nDATABASE_REGION=nam5\n',
      'm.env',
    );
    const problems = launchProblems(settingsFor(CONFIGURED), { ...FILES, mailEnv: withPassword });
    expect(problems).toEqual([expect.stringMatching(/SMTP_CONNECTION_URI .* carries a password.*Secret Manager/)]);
    expect(problems.join()).not.toContain('hunter2');

    expect(launchProblems(settingsFor(CONFIGURED), { ...FILES, mailEnv: new Map() })).toEqual([
      expect.stringMatching(/SMTP_CONNECTION_URI is not set/),
      expect.stringMatching(/DEFAULT_FROM is not set/),
      expect.stringMatching(/^FIRESTORE_LOCATION in .* is nam5, but the mail extension's region is unset/),
    ]);
  });

  it("refuses an http SITE_URL (the local stack's), naming its file", () => {
    const demoEnv = readEnvFiles(ROOT, ['functions/.env', 'functions/.env.demo-clinic']);
    expect(launchProblems(settingsFor(CONFIGURED), { ...FILES, functionsEnv: demoEnv })).toEqual([
      expect.stringMatching(
        /^SITE_URL in functions\/\.env\.demo-clinic is http:\/\/127\.0\.0\.1:5000, not an https origin.*https:\/\/www\.clinic\.ca/,
      ),
      // The demo project's backup bucket too, and every param a real project must set for itself.
      "BACKUP_BUCKET in functions/.env.demo-clinic is a stand-in (demo-clinic-backups): set the clinic's backup bucket.",
      expect.stringMatching(/^WEB_API_KEY in functions\/\.env\.demo-clinic is a stand-in/),
      expect.stringMatching(/^ADMIN_MFA in functions\/\.env\.demo-clinic is "optional"/),
      expect.stringMatching(/^API_SERVICE_ACCOUNT \(the service account the api function runs as\) is not set/),
      expect.stringMatching(/^PAGES_SERVICE_ACCOUNT .* not set/),
      expect.stringMatching(/^BACKUPS_SERVICE_ACCOUNT .* not set/),
      expect.stringMatching(/^RETENTION_SERVICE_ACCOUNT .* not set/),
      expect.stringMatching(
        /^FIRESTORE_LOCATION .* not set: put FIRESTORE_LOCATION=nam5 in functions\/\.env\.clinic-prod/,
      ),
    ]);
  });

  it('holds one site address: SITE_URL missing or different from VITE_SITE_URL, or an http VITE_SITE_URL, is refused', () => {
    const other = env(
      `SITE_URL=https://clinic.ca\n${PROJECT_PARAMS}BACKUP_BUCKET=clinic-prod-backups\n`,
      'functions/.env.clinic-prod',
    );
    expect(launchProblems(settingsFor(CONFIGURED), { ...FILES, functionsEnv: other })).toEqual([
      expect.stringMatching(
        /SITE_URL in functions\/\.env\.clinic-prod \(https:\/\/clinic\.ca.*is not VITE_SITE_URL \(https:\/\/www\.clinic\.ca/,
      ),
    ]);
    const noSiteUrl = env(`${PROJECT_PARAMS}BACKUP_BUCKET=clinic-prod-backups\n`, 'functions/.env.clinic-prod');
    expect(launchProblems(settingsFor(CONFIGURED), { ...FILES, functionsEnv: noSiteUrl })).toEqual([
      expect.stringMatching(
        /SITE_URL .* not set .* put SITE_URL=https:\/\/www\.clinic\.ca in functions\/\.env\.clinic-prod/,
      ),
    ]);
    const http = launchProblems(settingsFor(CONFIGURED, { siteUrl: 'http://www.clinic.ca' }), FILES);
    expect(http[0]).toMatch(/^VITE_SITE_URL is http:\/\/www\.clinic\.ca, not https/);
  });

  it('refuses a missing, malformed or stand-in backup bucket, naming the file to set it in', () => {
    const withBucket = (line: string) =>
      launchProblems(settingsFor(CONFIGURED), {
        ...FILES,
        functionsEnv: env(`SITE_URL=${REAL_SITE}\n${PROJECT_PARAMS}${line}`, 'functions/.env.clinic-prod'),
      });
    expect(withBucket('')).toEqual([
      expect.stringMatching(
        /^BACKUP_BUCKET .* not set .* put BACKUP_BUCKET=<bucket name> in functions\/\.env\.clinic-prod/,
      ),
    ]);
    expect(withBucket('BACKUP_BUCKET=My Bucket\n')).toEqual([
      expect.stringMatching(
        /^BACKUP_BUCKET "My Bucket" is not a Cloud Storage bucket name.*\(functions\/\.env\.clinic-prod\)$/,
      ),
    ]);
    expect(withBucket('BACKUP_BUCKET=placeholder-backups\n')).toEqual([
      expect.stringMatching(/^BACKUP_BUCKET in functions\/\.env\.clinic-prod is a stand-in/),
    ]);
    expect(withBucket('BACKUP_BUCKET=gs://clinic-prod-backups\n')).toEqual([]);
  });

  it('refuses an emulator origin in the CSP, and a frame-src that is not the configured origins', () => {
    const withEmulator = withDirective(FILES.csp, 'connect-src', ["'self'", 'http://127.0.0.1:9099']);
    expect(launchProblems(settingsFor(CONFIGURED), { ...FILES, csp: withEmulator })).toEqual([
      expect.stringMatching(/Content-Security-Policy lets pages reach http:\/\/127\.0\.0\.1:9099 \(connect-src\)/),
    ]);
    const stale = withDirective(FILES.csp, 'frame-src', ['https://www.youtube-nocookie.com']);
    expect(launchProblems(settingsFor(CONFIGURED), { ...FILES, csp: stale })).toEqual([
      expect.stringMatching(
        /frame-src \(https:\/\/www\.youtube-nocookie\.com\) is not the booking and video origins.*hosting-config\.ts --write/,
      ),
    ]);
    // The configured origins alone lack the sign-in frames; a script-src without reCAPTCHA breaks the SMS code.
    const noSignInFrames = withDirective(FILES.csp, 'frame-src', framedOrigins(CONFIGURED));
    expect(launchProblems(settingsFor(CONFIGURED), { ...FILES, csp: noSignInFrames })).toEqual([
      expect.stringMatching(/with the sign-in frames \(.*https:\/\/recaptcha\.google\.com\/recaptcha\/\)/),
    ]);
    const noRecaptchaScript = withDirective(FILES.csp, 'script-src', ["'self'"]);
    expect(launchProblems(settingsFor(CONFIGURED), { ...FILES, csp: noRecaptchaScript })).toEqual([
      expect.stringMatching(/script-src lacks https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic/),
    ]);
  });

  it('refuses a deploy to another project than the web app is configured for', () => {
    expect(launchProblems(settingsFor(CONFIGURED), { ...FILES, deployProject: 'clinic-staging' })).toEqual([
      expect.stringMatching(/goes to project clinic-staging, but the web app is configured for clinic-prod/),
    ]);
  });
});
