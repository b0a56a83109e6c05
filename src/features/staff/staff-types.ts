import type { ReactNode } from 'react';
import type { ApiAnswer } from '../../lib/api-client';
import type { StaffMember, StaffOverview } from '@shared/schemas/staff';

/** The staff calls of the admin API (given by the page, so tests hand the screen fakes). */
export type StaffApi = {
  overview: (signal?: AbortSignal) => Promise<StaffOverview>;
  invite: (email: string) => Promise<ApiAnswer<StaffMember>>;
  revoke: (uid: string, options?: { self?: boolean }) => Promise<ApiAnswer<unknown>>;
  /** Removes a colleague's second factors and ends their sessions. */
  resetSecondFactor: (uid: string) => Promise<ApiAnswer<unknown>>;
};

/** A code sent by text message, waiting to be typed. */
export type TextedCode = { phone: string; confirm: (code: string) => Promise<void> };

/** What the signed-in admin can do to their own account (Firebase behind it, given by the page). */
export type OwnAccount = {
  email: string;
  /** Masked numbers of the account's SMS second factors. */
  enrolledPhones: () => string[];
  /** Sends a code to the number; rejects with a message to show. */
  enrolPhone: (phoneNumber: string) => Promise<TextedCode>;
  /**
   * Removes the account's phones: checks the password again first (Firebase requires a recent sign-in), then,
   * while a phone is enrolled, Firebase texts it a code. Resolves null when removed, or with that code step; the
   * staff log records the removal. Rejects with an error for `describeError`.
   */
  removePhones: (password: string) => Promise<TextedCode | null>;
  /** Turns a Firebase error into a sentence for the person at the keyboard. */
  describeError: (error: unknown) => string;
  /** Ends every session of this account (every device), this one included, and removes its drafts from this one. */
  signOutEverywhere: () => Promise<void>;
  /**
   * The admin's unsaved drafts on this device, listed by the page (each with a way to open it), or null without
   * any: the confirmation shows them and discarding takes an explicit choice.
   */
  unsavedDrafts?: () => ReactNode | null;
};

/** A date and time as the clinic reads it: "Nov 27, 2026, 9:05 a.m."; "Never" for none. */
export function formatStaffTime(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
}
