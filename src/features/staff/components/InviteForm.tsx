import { useId } from 'react';
import { EmailRequestForm } from '../../../components/form/EmailRequestForm';

type InviteFormProps = {
  /** Resolves with the server's sentence; rejects with an error whose message says what happened. */
  onInvite: (email: string) => Promise<string>;
};

/** Invites a colleague by email: the server creates the account if needed and queues the invitation mail. */
export function InviteForm({ onInvite }: InviteFormProps) {
  const hintId = useId();
  const headingId = useId();

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Invite an administrator</h2>
      <p id={hintId}>
        They get a mail with a link to choose a password. Their access starts once they have followed it. Inviting
        someone again sends a fresh link.
      </p>
      <EmailRequestForm
        labelledBy={headingId}
        fieldLabel="Email address"
        autoComplete="off"
        describedBy={hintId}
        clearOnSuccess
        submitLabel="Send invitation"
        onRequest={onInvite}
        className="staff-form"
      />
    </section>
  );
}
