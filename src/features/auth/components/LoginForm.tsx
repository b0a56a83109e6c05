import { useId, useState, type FormEvent } from 'react';
import { LOGIN_EMAIL_MAX, LOGIN_PASSWORD_MAX } from '@shared/schemas/login';
import { describeSignInError } from '../api/sign-in-errors';
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
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // aria-disabled keeps the button focusable while busy, so a second press must be ignored here.
    if (isBusy) return;
    setBusy(true);
    setError(null);
    try {
      await onSignIn(email.trim(), password);
    } catch (caught) {
      // The typed values stay in place so the visitor only fixes what was wrong.
      setError(describeSignInError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="auth-step" aria-labelledby={headingId}>
      <h1 id={headingId}>Sign in</h1>
      <p className="auth-card__intro">For clinic administrators.</p>

      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}

      <form className="auth-form" onSubmit={handleSubmit} aria-labelledby={headingId}>
        <div className="form-field">
          <label htmlFor={emailId}>Email</label>
          <input
            id={emailId}
            name="email"
            type="email"
            required
            maxLength={LOGIN_EMAIL_MAX}
            autoComplete="username"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>

        <div className="form-field">
          <label htmlFor={passwordId}>Password</label>
          <div className="password-field">
            <input
              id={passwordId}
              name="password"
              type={isPasswordVisible ? 'text' : 'password'}
              required
              maxLength={LOGIN_PASSWORD_MAX}
              autoComplete="current-password"
              spellCheck={false}
              autoCapitalize="none"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
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

        <button type="submit" className="button auth-form__submit" aria-disabled={isBusy || undefined}>
          {isBusy && <span className="button__spinner" aria-hidden="true" />}
          Sign in
        </button>
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
