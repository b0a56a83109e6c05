import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/form/BusyButton';
import { FormError } from '../../../components/form/FormError';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import { describeSignInError } from '../api/sign-in-errors';
import { CurrentPasswordInput } from './CurrentPasswordInput';
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
  const { isBusy, error, run } = useSubmitBusy(describeSignInError);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => onSubmit(password));
  };

  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-label="Enter your password again">
      <FormError error={error} />
      {/* The account's name for password managers, which fill the password for it. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <div className="form-field">
        <label htmlFor={passwordId}>{`Password for ${email}`}</label>
        <CurrentPasswordInput id={passwordId} value={password} onChange={setPassword} focusOnOpen />
      </div>
      <BusyButton type="submit" className="button auth-form__submit" busy={isBusy}>
        Continue
      </BusyButton>
    </form>
  );
}
