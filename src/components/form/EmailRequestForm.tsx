import { useId, useState, type FormEvent } from 'react';
import { LOGIN_EMAIL_MAX } from '@shared/schemas/login';
import './plain-form.css';

type EmailRequestFormProps = {
  /** Sends the address (trimmed); resolves with the sentence to show, rejects with an error whose message says why. */
  onRequest: (email: string) => Promise<string>;
  submitLabel: string;
  /** The form's name: the id of a heading that names it, or else a label of its own. */
  labelledBy?: string;
  label?: string;
  fieldLabel?: string;
  initialEmail?: string;
  /** `username` where the address is one's own sign-in (password managers fill it); `off` for someone else's. */
  autoComplete?: 'username' | 'off';
  /** The id of a hint the field refers to. */
  describedBy?: string;
  /** Empties the field once the request succeeded (an invitation: the next one is for someone else). */
  clearOnSuccess?: boolean;
  className: string;
  submitClassName?: string;
};

/**
 * One email address and a button that sends it, for the staff screens that mail a link (a password reset, a new link
 * for a spent one, an invitation): the server's answer in a status line, a failure in an alert, what was typed kept
 * on failure, and a second press ignored while the first is under way.
 */
export function EmailRequestForm({
  onRequest,
  submitLabel,
  labelledBy,
  label,
  fieldLabel = 'Email',
  initialEmail = '',
  autoComplete = 'username',
  describedBy,
  clearOnSuccess = false,
  className,
  submitClassName = 'button',
}: EmailRequestFormProps) {
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
      setSent(await onRequest(email.trim()));
      if (clearOnSuccess) setEmail('');
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'The request failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className={sent ? 'form-success' : undefined}>
        {sent}
      </p>
      <form className={className} onSubmit={handleSubmit} aria-labelledby={labelledBy} aria-label={label}>
        <div className="form-field">
          <label htmlFor={emailId}>{fieldLabel}</label>
          <input
            id={emailId}
            name="email"
            type="email"
            required
            maxLength={LOGIN_EMAIL_MAX}
            autoComplete={autoComplete}
            spellCheck={false}
            aria-describedby={describedBy}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className={submitClassName} aria-disabled={isBusy || undefined}>
          {isBusy && <span className="button__spinner" aria-hidden="true" />}
          {submitLabel}
        </button>
      </form>
    </>
  );
}
