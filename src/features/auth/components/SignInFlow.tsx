import { useState } from 'react';
import type { CodeChallenge, SignInOutcome } from '../api/firebase-auth';
import { CodeStep } from './CodeStep';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import '../../../components/form/plain-form.css';
import './auth.css';

type SignInFlowProps = {
  signIn: (email: string, password: string) => Promise<SignInOutcome>;
  requestPasswordReset: (email: string) => Promise<{ message: string }>;
};

type View = { step: 'password' } | { step: 'code'; challenge: CodeChallenge } | { step: 'forgot' };

/**
 * /login's steps: email and password; the texted code when the account has a second factor; or a mail to reset
 * a forgotten password. The email typed in one step is carried to the others.
 */
export function SignInFlow({ signIn, requestPasswordReset }: SignInFlowProps) {
  const [view, setView] = useState<View>({ step: 'password' });
  const [email, setEmail] = useState('');

  const handleSignIn = async (typedEmail: string, password: string) => {
    setEmail(typedEmail);
    const outcome = await signIn(typedEmail, password);
    if (outcome.kind === 'code') setView({ step: 'code', challenge: outcome.challenge });
  };

  return (
    <div className="form-card">
      {view.step === 'password' && (
        <LoginForm
          initialEmail={email}
          onSignIn={handleSignIn}
          onForgotPassword={(typed) => {
            setEmail(typed);
            setView({ step: 'forgot' });
          }}
        />
      )}
      {view.step === 'code' && (
        <CodeStep
          phone={view.challenge.phone}
          onConfirm={view.challenge.confirm}
          onCancel={() => setView({ step: 'password' })}
          cancelLabel="Back to sign in"
        />
      )}
      {view.step === 'forgot' && (
        <ForgotPasswordForm
          initialEmail={email}
          onRequest={requestPasswordReset}
          onBack={() => setView({ step: 'password' })}
        />
      )}
    </div>
  );
}
