import { AUTH_HOST, PROJECT_ID } from '../../tools/scripts/lib/local-stack';
import { emulatorAdmin } from './admin-sdk';

/**
 * The Auth emulator's REST API, as the web SDK and a mail reader would use it: action codes from the
 * "mails" it would have sent, SMS codes, password reset, second-factor enrolment and sign-in.
 */
const ORIGIN = `http://${AUTH_HOST}`;
const V1 = `${ORIGIN}/identitytoolkit.googleapis.com/v1`;
const V2 = `${ORIGIN}/identitytoolkit.googleapis.com/v2`;
const KEY = 'key=demo-api-key';

type RestAnswer = Record<string, unknown> & { error?: { message: string } };

async function post(url: string, body: unknown): Promise<{ status: number; body: RestAnswer }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json()) as RestAnswer };
}

async function postOk(url: string, body: unknown): Promise<RestAnswer> {
  const answer = await post(url, body);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${answer.body.error?.message}`);
  return answer.body;
}

async function emulatorList<T>(what: 'oobCodes' | 'verificationCodes'): Promise<T[]> {
  const res = await fetch(`${ORIGIN}/emulator/v1/projects/${PROJECT_ID}/${what}`);
  const body = (await res.json()) as Record<string, T[] | undefined>;
  return body[what] ?? [];
}

export type OobCode = { email: string; oobCode: string; oobLink: string; requestType: string };

/** The newest action code the emulator issued for this address (any type unless given), or null. */
export async function latestOobCode(email: string, requestType?: string): Promise<OobCode | null> {
  const codes = await emulatorList<OobCode>('oobCodes');
  const mine = codes.filter(
    (c) => c.email.toLowerCase() === email.toLowerCase() && (!requestType || c.requestType === requestType),
  );
  return mine.at(-1) ?? null;
}

/** The newest SMS code the emulator "sent" to this phone number, or null. */
export async function latestVerificationCode(phoneNumber: string): Promise<string | null> {
  const codes = await emulatorList<{ phoneNumber: string; code: string }>('verificationCodes');
  return codes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code ?? null;
}

/** Finishes a password reset (or an invitation) with the code from the link: accounts:resetPassword. */
export function confirmPasswordReset(oobCode: string, newPassword: string) {
  return post(`${V1}/accounts:resetPassword?${KEY}`, { oobCode, newPassword });
}

export type TestAccount = { uid: string; email: string; password: string };

/**
 * A user made through the Admin SDK: with the isAdmin claim unless `isAdmin: false`, verified unless
 * `emailVerified: false`. Each call uses a fresh address, so tests do not share accounts.
 */
export async function createTestUser({
  isAdmin = true,
  emailVerified = true,
  prefix = 'staff',
}: { isAdmin?: boolean; emailVerified?: boolean; prefix?: string } = {}): Promise<TestAccount> {
  const { auth } = await emulatorAdmin();
  const email = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Test-password-1234';
  const user = await auth.createUser({ email, password, emailVerified });
  if (isAdmin) await auth.setCustomUserClaims(user.uid, { isAdmin: true });
  return { uid: user.uid, email, password };
}

/** An ID token for a password account without a second factor (fails with the emulator's message otherwise). */
export async function passwordToken(email: string, password: string): Promise<string> {
  const body = await postOk(`${V1}/accounts:signInWithPassword?${KEY}`, { email, password, returnSecureToken: true });
  if (typeof body.idToken !== 'string') throw new Error('The sign-in asked for a second factor.');
  return body.idToken;
}

/** Enrols an SMS second factor for a signed-in user, with the code the emulator "sent" (mfaEnrollment). */
export async function enrolPhoneFactor(idToken: string, phoneNumber: string): Promise<void> {
  const start = await postOk(`${V2}/accounts/mfaEnrollment:start?${KEY}`, {
    idToken,
    phoneEnrollmentInfo: { phoneNumber },
  });
  const sessionInfo = (start.phoneSessionInfo as { sessionInfo: string }).sessionInfo;
  const code = await latestVerificationCode(phoneNumber);
  if (!code) throw new Error('The emulator has no SMS code for the enrolment.');
  await postOk(`${V2}/accounts/mfaEnrollment:finalize?${KEY}`, {
    idToken,
    phoneVerificationInfo: { sessionInfo, code },
    displayName: 'Test phone',
  });
}

/**
 * Removes every second factor of a signed-in user as the web SDK's `multiFactor(user).unenroll` does
 * (accounts:lookup, then mfaEnrollment:withdraw each): the ID token the last withdrawal issued.
 */
export async function withdrawSecondFactors(idToken: string): Promise<string> {
  const lookup = await postOk(`${V1}/accounts:lookup?${KEY}`, { idToken });
  const users = lookup.users as { mfaInfo?: { mfaEnrollmentId: string }[] }[] | undefined;
  let token = idToken;
  for (const { mfaEnrollmentId } of users?.[0]?.mfaInfo ?? []) {
    const done = await postOk(`${V2}/accounts/mfaEnrollment:withdraw?${KEY}`, { idToken: token, mfaEnrollmentId });
    if (typeof done.idToken === 'string') token = done.idToken;
  }
  return token;
}

/** Signs in with password then the SMS code (mfaSignIn:start/finalize): a token with sign_in_second_factor. */
export async function secondFactorToken(email: string, password: string, phoneNumber: string): Promise<string> {
  const first = await postOk(`${V1}/accounts:signInWithPassword?${KEY}`, { email, password, returnSecureToken: true });
  const pending = first.mfaPendingCredential;
  const factors = first.mfaInfo as { mfaEnrollmentId: string; phoneInfo?: string }[] | undefined;
  if (typeof pending !== 'string' || !factors?.[0]) throw new Error('The account has no second factor enrolled.');
  const start = await postOk(`${V2}/accounts/mfaSignIn:start?${KEY}`, {
    mfaPendingCredential: pending,
    mfaEnrollmentId: factors[0].mfaEnrollmentId,
    phoneSignInInfo: {},
  });
  const sessionInfo = (start.phoneResponseInfo as { sessionInfo: string }).sessionInfo;
  const code = await latestVerificationCode(phoneNumber);
  if (!code) throw new Error('The emulator has no SMS code for the sign-in.');
  const done = await postOk(`${V2}/accounts/mfaSignIn:finalize?${KEY}`, {
    mfaPendingCredential: pending,
    phoneVerificationInfo: { sessionInfo, code },
  });
  if (typeof done.idToken !== 'string') throw new Error('The second-factor sign-in gave no ID token.');
  return done.idToken;
}

/** A phone number of this run's own, so the emulator's code list cannot hand over another test's code. */
export const uniquePhone = () => `+1416555${String(Math.floor(1000 + Math.random() * 9000))}`;

/** An administrator with an SMS second factor, and the ID token of a sign-in with it. */
export async function adminWithPhone(prefix: string): Promise<TestAccount & { phone: string; token: string }> {
  const account = await createTestUser({ prefix });
  const phone = uniquePhone();
  await enrolPhoneFactor(await passwordToken(account.email, account.password), phone);
  return { ...account, phone, token: await secondFactorToken(account.email, account.password, phone) };
}

/** How many second factors the account has enrolled now. */
export async function enrolledFactorCount(uid: string): Promise<number> {
  const { auth } = await emulatorAdmin();
  return (await auth.getUser(uid)).multiFactor?.enrolledFactors.length ?? 0;
}

/**
 * Makes the server's clock run `offsetMs` ahead for one account's auth_time check (functions/src/auth/clock.ts,
 * honoured only in a demo-* project on the emulators). Null removes the offset.
 */
export async function setDemoClockOffset(uid: string, offsetMs: number | null): Promise<void> {
  const { db } = await emulatorAdmin();
  const { FieldValue } = await import('firebase-admin/firestore');
  // Merged, so that an account's other demo override (requireSecondFactorOf) stays as it was.
  await db
    .collection('demoClock')
    .doc(uid)
    .set({ offsetMs: offsetMs === null ? FieldValue.delete() : offsetMs }, { merge: true });
}

/** The token's auth_time, in seconds. */
export const authTimeOf = (idToken: string): number =>
  (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { auth_time: number })
    .auth_time;

/**
 * Firebase records a revocation in whole seconds and keeps tokens signed in during that second: a test that
 * revokes a token it has just obtained first waits (on the clock, not a fixed delay) for the next second.
 */
export async function untilSecondAfter(idToken: string): Promise<void> {
  const authTime = authTimeOf(idToken);
  while (Math.floor(Date.now() / 1000) <= authTime) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The account action link (/account/action?mode=…&oobCode=…) in a mail's text, parsed. */
export function actionLinkIn(text: string): { url: URL; mode: string; oobCode: string } {
  const match = /https?:\/\/\S+\/account\/action\?\S+/.exec(text);
  if (!match) throw new Error('The mail has no /account/action link.');
  const url = new URL(match[0]);
  return { url, mode: url.searchParams.get('mode') ?? '', oobCode: url.searchParams.get('oobCode') ?? '' };
}

/**
 * Requires a second factor of one account as if ADMIN_MFA=required (functions/src/auth/clock.ts, honoured only in a
 * demo-* project on the emulators), while the demo stack stays optional for everyone else. False removes it.
 */
export async function requireSecondFactorOf(uid: string, required: boolean): Promise<void> {
  const { db } = await emulatorAdmin();
  const { FieldValue } = await import('firebase-admin/firestore');
  await db
    .collection('demoClock')
    .doc(uid)
    .set({ secondFactor: required ? 'required' : FieldValue.delete() }, { merge: true });
}
