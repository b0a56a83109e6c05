import { useId, useState, type FormEvent } from 'react';
import { useSubmitBusy } from '../../lib/use-submit-busy';
import { BusyButton } from './BusyButton';
import { EmailInput } from './EmailInput';
import { FormError } from './FormError';
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
  const { isBusy, error, run } = useSubmitBusy(requestFailure);
  const [sent, setSent] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setSent('');
      setSent(await onRequest(email.trim()));
      if (clearOnSuccess) setEmail('');
    });
  };

  return (
    <>
      <FormError error={error} />
      <p role="status" className={sent ? 'form-success' : undefined}>
        {sent}
      </p>
      <form className={className} onSubmit={handleSubmit} aria-labelledby={labelledBy} aria-label={label}>
        <div className="form-field">
          <label htmlFor={emailId}>{fieldLabel}</label>
          <EmailInput
            id={emailId}
            autoComplete={autoComplete}
            aria-describedby={describedBy}
            value={email}
            onChange={setEmail}
          />
        </div>
        <BusyButton type="submit" className={submitClassName} busy={isBusy}>
          {submitLabel}
        </BusyButton>
      </form>
    </>
  );
}

const requestFailure = (caught: unknown) =>
  caught instanceof Error && caught.message ? caught.message : 'The request failed. Please try again.';
