import { useState } from 'react';
import { Link } from 'wouter';
import { Dialog } from '../../../components/dialog/Dialog';
import { paths } from '../../../paths';
import type { AuthProblem } from '../api/auth-problem';
import type { CodeChallenge } from '../api/firebase-auth';
import { CodeStep } from './CodeStep';
import { PasswordAgainForm } from './PasswordAgainForm';
import './auth.css';

export type SessionPromptProps = {
  problem: AuthProblem | null;
  email: string;
  /** Whether the signed-in account already has an SMS second factor. */
  hasSecondFactor: () => boolean;
  /** Confirms the password; a code step when the account has a second factor, null when done. */
  reauthenticate: (password: string) => Promise<CodeChallenge | null>;
  /** Leaves the portal for the sign-in page; work kept as drafts on the device stays there. */
  onSignInAgain: () => Promise<void>;
  onDone: () => void;
  onDismiss: () => void;
};

const TITLES: Record<AuthProblem, string> = {
  'reauth-required': 'Please enter your password again',
  'second-factor-required': 'A code from your phone is needed',
  'session-ended': 'Your session has ended',
};

/**
 * What the portal shows when the API refuses the session: asks for the password again in place (nothing on the
 * page is lost), explains the second factor with a way to the Staff screen, or says the session has ended.
 */
export function SessionPrompt(props: SessionPromptProps) {
  const { problem, email, hasSecondFactor, reauthenticate, onSignInAgain, onDone, onDismiss } = props;
  const [challenge, setChallenge] = useState<CodeChallenge | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  if (!problem) return null;

  const close = () => {
    setChallenge(null);
    onDismiss();
  };
  const finish = () => {
    setChallenge(null);
    onDone();
  };
  const handlePassword = async (password: string) => {
    const next = await reauthenticate(password);
    if (next) setChallenge(next);
    else finish();
  };
  const signInAgain = async () => {
    setLeaving(true);
    try {
      await onSignInAgain();
    } finally {
      setLeaving(false);
    }
  };
  // Once enrolled, an admin asked for the second factor only needs to sign in again with the code.
  const askPassword = problem === 'reauth-required' || (problem === 'second-factor-required' && hasSecondFactor());

  return (
    <Dialog open onClose={close} title={TITLES[problem]} size="form" className="session-prompt">
      {challenge ? (
        <CodeStep
          phone={challenge.phone}
          onConfirm={async (code) => {
            await challenge.confirm(code);
            finish();
          }}
          onCancel={close}
          headingLevel={2}
        />
      ) : (
        <div className="auth-step">
          {problem === 'reauth-required' && (
            <p>
              For your security, the portal asks for your password again after 12 hours and before changes to your
              sign-in. Everything on this page stays as it is: after this, try again.
            </p>
          )}
          {problem === 'second-factor-required' && !askPassword && (
            <>
              <p>
                Administrators sign in with their password and a code sent to their mobile phone. Set up your phone
                under “Your account” on the Staff screen, then sign in again.
              </p>
              <Link href={paths.adminStaff} className="button" onClick={onDismiss}>
                Go to the Staff screen
              </Link>
            </>
          )}
          {problem === 'second-factor-required' && askPassword && (
            <p>Your phone is set up. Sign in again with your password and the code we text you; this page stays.</p>
          )}
          {problem === 'session-ended' && (
            <>
              <p>
                You were signed out: your administrator access may have been removed, or you chose “Sign out
                everywhere”. Unsaved changes to blogs and location pages are kept on this device as a draft.
              </p>
              <button
                type="button"
                className="button"
                onClick={signInAgain}
                aria-disabled={isLeaving || undefined}
                data-autofocus
              >
                Sign in again
              </button>
            </>
          )}
          {askPassword && <PasswordAgainForm email={email} onSubmit={handlePassword} />}
        </div>
      )}
    </Dialog>
  );
}
