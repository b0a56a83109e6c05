import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/form/BusyButton';
import { EmailInput } from '../../../components/form/EmailInput';
import { FormError } from '../../../components/form/FormError';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import { describeSignInError } from '../api/sign-in-errors';
import { CurrentPasswordInput } from './CurrentPasswordInput';
import './auth.css';
import '../../../components/form/plain-form.css';

type LoginFormProps = {
  /** Rejects with a Firebase-style `{ code }` error on failure. Injected so the form is testable without Firebase. */
  onSignIn: (email: string, password: string) => Promise<unknown>;
  /** Opens the "forgot password" step with what was typed as the email. */
  onForgotPassword?: (email: string) => void;
  initialEmail?: string;
};

export function LoginForm({ onSignIn, onForgotPassword, initialEmail = '' }: LoginFormProps) {
  const emailId = useId();
  const passwordId = useId();
  const headingId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  // The typed values stay in place on a failure, so the visitor only fixes what was wrong.
  const { isBusy, error, run } = useSubmitBusy(describeSignInError);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => onSignIn(email.trim(), password));
  };

  return (
    <section className="auth-step" aria-labelledby={headingId}>
      <h1 id={headingId}>Sign in</h1>
      <p className="auth-card__intro">For clinic administrators.</p>

      <FormError error={error} />

      <form className="auth-form" onSubmit={handleSubmit} aria-labelledby={headingId}>
        <div className="form-field">
          <label htmlFor={emailId}>Email</label>
          <EmailInput id={emailId} value={email} onChange={setEmail} />
        </div>

        <div className="form-field">
          <label htmlFor={passwordId}>Password</label>
          <div className="password-field">
            <CurrentPasswordInput id={passwordId} value={password} onChange={setPassword} visible={isPasswordVisible} />
            <button
              type="button"
              className="password-field__toggle"
              aria-pressed={isPasswordVisible}
              aria-controls={passwordId}
              onClick={() => setPasswordVisible((visible) => !visible)}
            >
              {isPasswordVisible ? 'Hide' : 'Show'}
            </button>
          </div>
        </div>

        <BusyButton type="submit" className="button auth-form__submit" busy={isBusy}>
          Sign in
        </BusyButton>
        <p className="visually-hidden" role="status">
          {isBusy ? 'Signing in…' : ''}
        </p>
      </form>
      {onForgotPassword && (
        <button
          type="button"
          className="text-link-button auth-card__link"
          onClick={() => onForgotPassword(email.trim())}
        >
          Forgot password?
        </button>
      )}
    </section>
  );
}
