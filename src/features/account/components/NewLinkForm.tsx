import { EmailRequestForm } from '../../../components/form/EmailRequestForm';

export const NEW_LINK_SENT_FALLBACK =
  'If that address belongs to a clinic administrator, a new link is on its way. Check your inbox (and spam folder) in a few minutes.';

type NewLinkFormProps = {
  initialEmail?: string;
  /** The password-reset endpoint: the same answer for every address; rejects with a message when limited. */
  onRequest: (email: string) => Promise<{ message: string }>;
};

/** "Send a new link" on the page for a spent or stale link. */
export function NewLinkForm({ initialEmail = '', onRequest }: NewLinkFormProps) {
  return (
    <EmailRequestForm
      label="Send a new link"
      submitLabel="Send a new link"
      initialEmail={initialEmail}
      onRequest={async (email) => (await onRequest(email)).message || NEW_LINK_SENT_FALLBACK}
      className="account-form"
      submitClassName="button account-form__submit"
    />
  );
}
