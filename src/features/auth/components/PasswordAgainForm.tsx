import { useId, useState, type FormEvent } from 'react';
import { LOGIN_PASSWORD_MAX } from '@shared/schemas/login';
import { describeSignInError } from '../api/sign-in-errors';
import './auth.css';

type PasswordAgainFormProps = {
  email: string;
  /** Rejects with a Firebase-style `{ code }` error when the password is wrong. */
  onSubmit: (password: string) => Promise<void>;
};

/** The password of the account already signed in, to confirm it is still the same person at the keyboard. */
export function PasswordAgainForm({ email, onSubmit }: PasswordAgainFormProps) {
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(password);
    } catch (caught) {
      setError(describeSignInError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-label="Enter your password again">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {/* The account's name for password managers, which fill the password for it. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <div className="form-field">
        <label htmlFor={passwordId}>{`Password for ${email}`}</label>
        <input
          id={passwordId}
          name="password"
          type="password"
          required
          maxLength={LOGIN_PASSWORD_MAX}
          autoComplete="current-password"
          spellCheck={false}
          autoCapitalize="none"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          data-autofocus
        />
      </div>
      <button type="submit" className="button auth-form__submit" aria-disabled={isBusy || undefined}>
        {isBusy && <span className="button__spinner" aria-hidden="true" />}
        Continue
      </button>
    </form>
  );
}
