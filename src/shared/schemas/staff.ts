import { z } from 'zod';
import { LOGIN_EMAIL_MAX } from './login';

/** The Staff screen: administrators, invitations and the log of who changed whom. */
export const STAFF_STATES = ['invited', 'active'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

export const staffMemberSchema = z.object({
  uid: z.string(),
  email: z.string(),
  /** 'invited' until the invitee has followed the link and set a password (the address is then verified). */
  state: z.enum(STAFF_STATES),
  lastSignInAt: z.string().nullable(),
  secondFactor: z.boolean(),
  isYou: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const STAFF_LOG_ACTIONS = [
  'invited',
  're-invited',
  'revoked',
  'signed-out-everywhere',
  /** An administrator (or the recovery script) removed a colleague's second factor. */
  'second-factor-reset',
  /** An administrator removed their own phone after entering the password again. */
  'second-factor-removed',
] as const;
export type StaffLogAction = (typeof STAFF_LOG_ACTIONS)[number];

export const staffLogEntrySchema = z.object({
  at: z.string(),
  action: z.enum(STAFF_LOG_ACTIONS),
  /** Who did it and to whom (emails: shown to administrators only, never logged by the functions). */
  actor: z.string(),
  target: z.string(),
});
export type StaffLogEntry = z.infer<typeof staffLogEntrySchema>;

/**
 * Who the staff log names when no administrator did it: `npm run reset-second-factor`, run with the project's
 * owner credentials when nobody is left who can sign in.
 */
export const RECOVERY_SCRIPT_ACTOR = 'recovery script';

/** A Firebase Authentication uid in a path (`/api/staff/{uid}/second-factor`): Firebase allows 1 to 128 characters. */
export const staffUidSchema = z
  .string()
  .min(1, 'uid: Name the administrator by their id.')
  .max(128, 'uid: A Firebase account id has at most 128 characters.');

/** POST /api/account/second-factor-removal: nothing to send, the token says who. */
export const ownSecondFactorRemovalSchema = z.object({}).strict();

/** GET /api/staff: the newest 100 log entries come first. */
export const staffOverviewSchema = z.object({
  staff: z.array(staffMemberSchema),
  log: z.array(staffLogEntrySchema),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;
export const STAFF_LOG_LIMIT = 100;

const emailField = z
  .string()
  .trim()
  .min(1, 'Enter an email address.')
  .max(LOGIN_EMAIL_MAX, `Email addresses have at most ${LOGIN_EMAIL_MAX} characters.`)
  .pipe(z.email('Enter a valid email address.'));

/** POST /api/staff/invitations. */
export const staffInvitationSchema = z.object({ email: emailField }).strict();
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** POST /api/account/password-reset: the same answer for every address. */
export const passwordResetRequestSchema = z.object({ email: emailField }).strict();
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** New or reset passwords (decision 0017); sign-in still accepts any length up to LOGIN_PASSWORD_MAX. */
export const NEW_PASSWORD_MIN = 12;

/** The optional machine-readable `code` of an error answer, for the portal to act on. */
export const AUTH_ERROR_CODES = ['reauth-required', 'second-factor-required', 'email-unverified'] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
