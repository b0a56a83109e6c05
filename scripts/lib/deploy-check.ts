import type { FirebaseClientConfig } from '../../src/config/firebase-config';
import { PLACEHOLDER_SITE_URL } from '../../src/config/site-config';

/** What a production build would be configured with, as the app's own config modules resolve it. */
export type BuildConfig = { firebase: FirebaseClientConfig; siteUrl: string };

/** Why this build must not be deployed; empty when it may. */
export function deployProblems({ firebase, siteUrl }: BuildConfig): string[] {
  const problems: string[] = [];
  if (firebase.authEmulatorUrl !== null) {
    problems.push(
      `The build would run in demo mode (project "${firebase.options.projectId}", signing in against the Auth ` +
        'emulator): set VITE_FIREBASE_PROJECT_ID to your real Firebase project id (not a demo- id).',
    );
  } else if (!firebase.options.apiKey) {
    problems.push('VITE_FIREBASE_API_KEY is not set: nobody could sign in to the admin portal.');
  }
  if (siteUrl === PLACEHOLDER_SITE_URL) {
    problems.push(
      `The site's address is still the placeholder ${PLACEHOLDER_SITE_URL}, which canonical links, the sitemap and ` +
        'robots.txt would publish: set VITE_SITE_URL to the public origin, such as https://www.clinic.ca.',
    );
  }
  return problems;
}
