import { useEffect, useRef, useState } from 'react';
import { NEWSLETTER_CONSENT } from '@shared/newsletter-consent';
import type { LinkResult } from '../api/newsletter-links';
import './newsletter.css';

type LinkAction = (token: string) => Promise<LinkResult>;

const INCOMPLETE = 'This link is not complete. Open it again from the email, or copy the whole address.';

/**
 * The token from the address: `undefined` until the page runs in the browser (the server-rendered HTML cannot know
 * it, and hydration must match that HTML), then the token, or null when the link has none.
 */
type Token = string | null | undefined;

const Checking = () => <p role="status">Checking the link…</p>;

/** The answer, announced: a status when it worked, an alert when it did not. */
function Outcome({ result }: { result: LinkResult }) {
  return (
    <p role={result.ok ? 'status' : 'alert'} className="newsletter-link__outcome">
      {result.message}
    </p>
  );
}

/**
 * /newsletter/confirm?token=…: shows the wording being agreed to and confirms on a click, never on opening, so a
 * mail scanner that follows links cannot confirm for the person.
 */
export function NewsletterConfirm({ token, onConfirm }: { token: Token; onConfirm: LinkAction }) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<LinkResult | null>(null);
  const send = async () => {
    if (!token || sending) return;
    setSending(true);
    setResult(await onConfirm(token));
    setSending(false);
  };
  return (
    <section className="newsletter-link">
      <h1>Confirm your newsletter subscription</h1>
      <p>By confirming, you agree to this:</p>
      <blockquote className="newsletter-link__wording">{NEWSLETTER_CONSENT.wording}</blockquote>
      {token === undefined ? (
        <Checking />
      ) : !token ? (
        <Outcome result={{ ok: false, message: INCOMPLETE }} />
      ) : result?.ok ? null : (
        <button type="button" className="button" onClick={() => void send()} aria-busy={sending}>
          {sending ? 'Confirming…' : 'Confirm my subscription'}
        </button>
      )}
      {result ? <Outcome result={result} /> : null}
    </section>
  );
}

/** /newsletter/unsubscribe?token=…: one click in the mail is enough; the page unsubscribes as it opens. */
export function NewsletterUnsubscribe({ token, onUnsubscribe }: { token: Token; onUnsubscribe: LinkAction }) {
  const [result, setResult] = useState<LinkResult | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void onUnsubscribe(token).then(setResult);
  }, [token, onUnsubscribe]);
  return (
    <section className="newsletter-link">
      <h1>Unsubscribe from the newsletter</h1>
      {token === undefined ? (
        <Checking />
      ) : !token ? (
        <Outcome result={{ ok: false, message: INCOMPLETE }} />
      ) : result ? (
        <Outcome result={result} />
      ) : (
        <p role="status">Unsubscribing…</p>
      )}
    </section>
  );
}
