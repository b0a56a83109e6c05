import { HttpError } from '../core/http-error';
import { ADMIN_MFA } from '../core/params';
import type { Caller } from './caller';

/** Admin calls need a password (or second factor) entered within this long, so a stolen session ages out. */
export const ADMIN_SESSION_MAX_AGE_MS = 12 * 60 * 60_000;

export const EMAIL_UNVERIFIED =
  'Your email address is not verified yet. Open the link in your invitation email to set your password, then ' +
  'sign in again. No email? Use "Forgot password" on the sign-in page to get a new link.';
export const REAUTH_REQUIRED =
  'Please enter your password again: administrator sessions last 12 hours. Your unsaved work stays on this device.';
export const SECOND_FACTOR_REQUIRED =
  'Administrator access needs a second factor. On the Staff screen, set up your phone for sign-in codes, then ' +
  'sign in again using it.';

/** Anything but 'optional' means required, so a missing or mistyped value fails safe. */
export const secondFactorRequired = (): boolean => ADMIN_MFA.value() !== 'optional';

/** The session checks an isAdmin claim must pass before it counts. */
export function assertAdminSession(caller: Caller): void {
  if (!caller.emailVerified) throw new HttpError(403, EMAIL_UNVERIFIED, {}, 'email-unverified');
  const ageMs = caller.nowMs - caller.authTime * 1000;
  if (ageMs > ADMIN_SESSION_MAX_AGE_MS) throw new HttpError(401, REAUTH_REQUIRED, {}, 'reauth-required');
  if ((secondFactorRequired() || caller.demoSecondFactorRequired === true) && !caller.secondFactor) {
    throw new HttpError(403, SECOND_FACTOR_REQUIRED, {}, 'second-factor-required');
  }
}
