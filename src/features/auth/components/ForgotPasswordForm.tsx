import { useId, useState, type FormEvent } from 'react';
import { LOGIN_EMAIL_MAX } from '../../../shared/schemas/login';
import './auth.css';

/** Shown when the server answers without a sentence of its own; the same for every address on purpose. */
export const RESET_SENT_FALLBACK =
  'If that address belongs to a clinic administrator, a link to set a new password is on its way. Check your inbox (and spam folder) in a few minutes.';

type ForgotPasswordFormProps = {
  initialEmail?: string;
  /** Resolves with the server's answer (the same for every address); rejects with a message to show. */
  onRequest: (email: string) => Promise<{ message: string }>;
  onBack: () => void;
  /** The page's heading ("Reset your password") or a smaller one under another heading. */
  headingLevel?: 1 | 2;
  title?: string;
  intro?: string;
};

/** Asks for a mail with a link to set a new password. Used by sign-in and by the expired-link page. */
export function ForgotPasswordForm({
  initialEmail = '',
  onRequest,
  onBack,
  headingLevel = 1,
  title = 'Reset your password',
  intro = 'Enter the email address you sign in with. We will mail you a link to set a new password.',
}: ForgotPasswordFormProps) {
  const emailId = useId();
  const headingId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      const answer = await onRequest(email.trim());
      setSent(answer.message || RESET_SENT_FALLBACK);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'The request failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="auth-step" aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <p className="auth-card__intro">{intro}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className={sent ? 'form-success' : undefined}>
        {sent ?? ''}
      </p>
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
        <button type="submit" className="button auth-form__submit" aria-disabled={isBusy || undefined}>
          {isBusy && <span className="button__spinner" aria-hidden="true" />}
          Send the link
        </button>
      </form>
      <button type="button" className="text-link-button auth-card__link" onClick={onBack}>
        Back to sign in
      </button>
    </section>
  );
}
