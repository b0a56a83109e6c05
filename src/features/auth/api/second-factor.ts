import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type Auth,
  type MultiFactorError,
  type MultiFactorInfo,
  type PhoneMultiFactorInfo,
  type User,
  type UserCredential,
} from 'firebase/auth';

/** A code sent by text message, waiting for the person to type it. */
export type CodeChallenge = {
  /** The number the code went to, as Firebase masks it for sign-in ("+*******1234"), or as typed for enrolment. */
  phone: string;
  confirm: (code: string) => Promise<void>;
};

/** An error Firebase throws when the password was right and the account has a second factor. */
export function isSecondFactorRequired(error: unknown): error is MultiFactorError {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/multi-factor-auth-required'
  );
}

/**
 * Firebase sends the text message only after an app check: an invisible reCAPTCHA, in a container made for the
 * one request and removed after it. Against the Auth emulator the SDK swaps in its own mock reCAPTCHA
 * (connectAuthEmulator sets `appVerificationDisabledForTesting`), so the emulator tests the code, not the captcha.
 */
async function withInvisibleRecaptcha<T>(auth: Auth, run: (verifier: RecaptchaVerifier) => Promise<T>): Promise<T> {
  const container = document.createElement('div');
  document.body.append(container);
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await run(verifier);
  } finally {
    verifier.clear();
    container.remove();
  }
}

const isPhoneFactor = (info: MultiFactorInfo): info is PhoneMultiFactorInfo =>
  info.factorId === PhoneMultiFactorGenerator.FACTOR_ID;

/**
 * The code step of a sign-in (or a password re-entry) on an account with an SMS second factor: sends the code to
 * the enrolled phone and returns what finishes the sign-in. `onSignedIn` receives the signed-in user.
 */
export async function startSecondFactorSignIn(
  auth: Auth,
  error: MultiFactorError,
  onSignedIn: (credential: UserCredential) => Promise<void>,
): Promise<CodeChallenge> {
  const resolver = getMultiFactorResolver(auth, error);
  const hint = resolver.hints.find(isPhoneFactor);
  if (!hint) throw Object.assign(new Error('No SMS second factor'), { code: 'clinic/no-sms-factor' });
  const verificationId = await withInvisibleRecaptcha(auth, (verifier) =>
    new PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint: hint, session: resolver.session }, verifier),
  );
  return {
    phone: hint.phoneNumber,
    confirm: async (code) => {
      const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
      await onSignedIn(await resolver.resolveSignIn(assertion));
    },
  };
}

/** The phone numbers (masked by Firebase) of the user's SMS second factors. */
export function enrolledPhones(user: User | null): string[] {
  return user
    ? multiFactor(user)
        .enrolledFactors.filter(isPhoneFactor)
        .map((info) => info.phoneNumber)
    : [];
}

/** Enrols an SMS second factor for the signed-in user: sends a code to `phoneNumber`, then enrols on confirm. */
export async function startPhoneEnrolment(auth: Auth, phoneNumber: string): Promise<CodeChallenge> {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Signed out'), { code: 'auth/user-token-expired' });
  const session = await multiFactor(user).getSession();
  const verificationId = await withInvisibleRecaptcha(auth, (verifier) =>
    new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, verifier),
  );
  return {
    phone: phoneNumber,
    confirm: async (code) => {
      const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
      await multiFactor(user).enroll(assertion, 'Text message');
    },
  };
}

/**
 * Removes every SMS second factor of the signed-in user. Firebase refuses it without a recent sign-in, so the
 * password (and the code) is asked again just before.
 */
export async function unenrolPhones(auth: Auth): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Signed out'), { code: 'auth/user-token-expired' });
  for (const info of multiFactor(user).enrolledFactors.filter(isPhoneFactor)) {
    await multiFactor(user).unenroll(info);
  }
}
