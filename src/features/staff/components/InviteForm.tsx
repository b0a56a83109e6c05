import { useId, useState, type FormEvent } from 'react';
import { LOGIN_EMAIL_MAX } from '../../../shared/schemas/login';

type InviteFormProps = {
  /** Resolves with the server's sentence; rejects with an error whose message says what happened. */
  onInvite: (email: string) => Promise<string>;
};

/** Invites a colleague by email: the server creates the account if needed and queues the invitation mail. */
export function InviteForm({ onInvite }: InviteFormProps) {
  const emailId = useId();
  const hintId = useId();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setBusy(true);
    setError(null);
    setDone('');
    try {
      setDone(await onInvite(email.trim()));
      setEmail('');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The invitation could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Invite an administrator</h2>
      <p id={hintId}>
        They get a mail with a link to choose a password. Their access starts once they have followed it. Inviting
        someone again sends a fresh link.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className={done ? 'form-success' : undefined}>
        {done}
      </p>
      <form className="staff-form" onSubmit={handleSubmit} aria-labelledby={headingId}>
        <div className="form-field">
          <label htmlFor={emailId}>Email address</label>
          <input
            id={emailId}
            name="email"
            type="email"
            required
            maxLength={LOGIN_EMAIL_MAX}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className="button" aria-disabled={isBusy || undefined}>
          {isBusy && <span className="staff-spinner" aria-hidden="true" />}
          Send invitation
        </button>
      </form>
    </section>
  );
}
