import { useId } from 'react';
import { EmailRequestForm } from '../../../components/form/EmailRequestForm';
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
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className="auth-step" aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <p className="auth-card__intro">{intro}</p>
      <EmailRequestForm
        labelledBy={headingId}
        submitLabel="Send the link"
        initialEmail={initialEmail}
        onRequest={async (email) => (await onRequest(email)).message || RESET_SENT_FALLBACK}
        className="auth-form"
        submitClassName="button auth-form__submit"
      />
      <button type="button" className="text-link-button auth-card__link" onClick={onBack}>
        Back to sign in
      </button>
    </section>
  );
}
