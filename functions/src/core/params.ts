import { defineString } from 'firebase-functions/params';

/**
 * The function's configuration, declared as firebase-functions params: `firebase deploy` asks for a value it
 * does not find in functions/.env or functions/.env.<project> (and saves the answer there), and a
 * non-interactive deploy stops with the missing names. The local stack's project (demo-clinic) gets its values
 * from the committed functions/.env.demo-clinic, so the emulators never prompt. See docs/decisions/0009.
 */

/** The project's Web API key (a public identifier, not a secret) for the Identity Toolkit sign-in call. */
export const WEB_API_KEY = defineString('WEB_API_KEY', {
  description: "The Firebase project's Web API key (Project settings > General), used for email/password sign-in.",
});

/**
 * The public origin links in outgoing mail point to (confirmation, unsubscribe, the admin inbox), such as
 * https://www.clinic.ca. The same value as the web build's VITE_SITE_URL.
 */
/**
 * Whether admin API calls need a token signed in with a second factor (decision 0017): 'required'
 * (the default, and what any value other than 'optional' means) or 'optional' (the local demo project).
 */
export const ADMIN_MFA = defineString('ADMIN_MFA', {
  default: 'required',
  description: "'required' (production): admin API calls need a second factor. 'optional' only for demo projects.",
});

export const SITE_URL = defineString('SITE_URL', {
  description: "The site's public origin, such as https://www.clinic.ca, for links in outgoing mail.",
});

/**
 * The Cloud Storage bucket the daily Firestore export writes to (decision 0019), such as my-clinic-backups: in the
 * same region as the database, with the 30-day lifecycle rule of the backups set-up (docs/operations.md).
 */
export const BACKUP_BUCKET = defineString('BACKUP_BUCKET', {
  description: 'The Cloud Storage bucket for the daily Firestore export, such as my-clinic-backups (operations guide).',
});
