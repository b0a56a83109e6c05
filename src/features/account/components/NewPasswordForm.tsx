import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/form/BusyButton';
import { FormError } from '../../../components/form/FormError';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import { NEW_PASSWORD_MAX, newPasswordProblem } from '../action-link';

type NewPasswordFormProps = {
  email: string;
  minLength: number;
  submitLabel: string;
  /** Rejects with a message to show; what was typed stays. */
  onSubmit: (password: string) => Promise<void>;
};

/** The new password, typed twice; checked here first (length, match), then by Firebase. */
export function NewPasswordForm({ email, minLength, submitLabel, onSubmit }: NewPasswordFormProps) {
  const passwordId = useId();
  const repeatId = useId();
  const hintId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [isVisible, setVisible] = useState(false);
  // A success moves on to the next step of the link: the form stays busy until it is gone.
  const { isBusy, error, setError, run } = useSubmitBusy(
    (caught) => (caught instanceof Error ? caught.message : String(caught)),
    { busyAfterSuccess: true },
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const problem = newPasswordProblem(password, repeat, minLength);
    if (problem) {
      setError(problem);
      return;
    }
    void run(() => onSubmit(password));
  };

  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <form className="account-form" onSubmit={handleSubmit} aria-label="Set your password" noValidate>
      <FormError id={errorId} error={error} />
      {/* The account's name for password managers, so they save the new password for the right address. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <p id={hintId}>
        {`At least ${minLength} characters (up to ${NEW_PASSWORD_MAX}). A few unrelated words are easy to remember and hard to guess.`}
      </p>
      <div className="form-field">
        <label htmlFor={passwordId}>New password</label>
        <input
          id={passwordId}
          name="new-password"
          type={isVisible ? 'text' : 'password'}
          required
          minLength={minLength}
          maxLength={NEW_PASSWORD_MAX}
          autoComplete="new-password"
          spellCheck={false}
          autoCapitalize="none"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="form-field">
        <label htmlFor={repeatId}>New password again</label>
        <input
          id={repeatId}
          name="new-password-again"
          type={isVisible ? 'text' : 'password'}
          required
          maxLength={NEW_PASSWORD_MAX}
          autoComplete="new-password"
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error ? true : undefined}
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
        />
      </div>
      <label className="account-form__show">
        <input type="checkbox" checked={isVisible} onChange={(event) => setVisible(event.target.checked)} />
        Show the passwords
      </label>
      <BusyButton type="submit" className="button account-form__submit" busy={isBusy}>
        {submitLabel}
      </BusyButton>
      <p className="visually-hidden" role="status">
        {isBusy ? 'Saving your password…' : ''}
      </p>
    </form>
  );
}
