import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message';
import './inquiries.css';

export type EraseSubscriberApi = { eraseSubscriber(email: string): Promise<{ message: string }> };

/**
 * Erases an address from the newsletter: its record, links and queued mail go, and it is never mailed again
 * (decision 0013). For a person who asks to be forgotten; unsubscribing needs no admin.
 */
export function EraseSubscriberForm({ api }: { api: EraseSubscriberApi }) {
  const headingId = useId();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !email.trim()) return;
    setSending(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: (await api.eraseSubscriber(email.trim())).message });
      setEmail('');
    } catch (caught) {
      setOutcome({ ok: false, text: `The address could not be erased. ${errorMessage(caught)}` });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="inquiries__panel admin-column" aria-labelledby={headingId}>
      <h2 id={headingId}>Erase a newsletter subscriber</h2>
      <p>Deletes the address from the list for good; it will never be emailed again, even if signed up later.</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId}>Email address to erase</label>
        <input
          id={inputId}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="off"
          readOnly={sending}
        />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? 'Erasing…' : 'Erase'}
        </button>
      </form>
      <p
        role={outcome?.ok === false ? 'alert' : 'status'}
        className={outcome?.ok === false ? 'inquiries__problem' : undefined}
      >
        {outcome?.text ?? ''}
      </p>
    </section>
  );
}
