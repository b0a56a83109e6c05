/**
 * Who sent a request, as the verified ID token says: a module of its own, so the admin-session rules
 * (admin-session.ts) and the token check (verify-request.ts) share it without importing each other. `email` is
 * kept only to say who changed a record (revision history, trash, staff log); it is never logged.
 */
export type Caller = {
  uid: string;
  isAdmin: boolean;
  email?: string;
  /** The token's `email_verified`: only a verified address may use an isAdmin claim. */
  emailVerified: boolean;
  /** The token's `auth_time`, in seconds: when the password (or second factor) was last entered. */
  authTime: number;
  /** The token was signed in with a second factor (`firebase.sign_in_second_factor`). */
  secondFactor: boolean;
  /** The server's time for this request, in ms: what auth_time is measured against (auth/clock.ts). */
  nowMs: number;
  /** A demo-only override requires a second factor of this account (auth/clock.ts); absent in production. */
  demoSecondFactorRequired?: boolean;
};
