import { useId, useState, type FormEvent } from 'react';
import { LOGIN_EMAIL_MAX } from '../../../shared/schemas/login';

export const NEW_LINK_SENT_FALLBACK =
  'If that address belongs to a clinic administrator, a new link is on its way. Check your inbox (and spam folder) in a few minutes.';

type NewLinkFormProps = {
  initialEmail?: string;
  /** The password-reset endpoint: the same answer for every address; rejects with a message when limited. */
  onRequest: (email: string) => Promise<{ message: string }>;
};

/** "Send a new link" on the page for a spent or stale link. */
export function NewLinkForm({ initialEmail = '', onRequest }: NewLinkFormProps) {
  const emailId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState('');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setBusy(true);
    setError(null);
    setSent('');
    try {
      setSent((await onRequest(email.trim())).message || NEW_LINK_SENT_FALLBACK);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'The request failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={handleSubmit} aria-label="Send a new link">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className={sent ? 'form-success' : undefined}>
        {sent}
      </p>
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
      <button type="submit" className="button account-form__submit" aria-disabled={isBusy || undefined}>
        {isBusy && <span className="button__spinner" aria-hidden="true" />}
        Send a new link
      </button>
    </form>
  );
}
