import { useCallback, useId } from 'react';
import { LoadingStatus } from '../../../components/LoadingStatus';
import type { Outbox, OutboxMail } from '@shared/schemas/mail';
import { useLoaded } from '../../../lib/use-loaded';
import './outbox.css';

export type OutboxApi = { list: (signal?: AbortSignal) => Promise<Outbox> };

const KIND_LABELS: Record<string, string> = {
  'newsletter-confirmation': 'Newsletter confirmation',
  'contact-notification': 'New contact request',
};

const when = (iso: string) =>
  iso ? new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' }) : 'Unknown time';

/** One queued mail: who, what and when; on the local stack also its text, with the links to follow. */
function OutboxItem({ mail }: { mail: OutboxMail }) {
  const headingId = useId();
  return (
    <li className="outbox__item">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="outbox__subject">
          {mail.subject}
        </h3>
        <dl className="outbox__facts">
          <dt>To</dt>
          <dd>{mail.to}</dd>
          <dt>Kind</dt>
          <dd>{KIND_LABELS[mail.kind] ?? mail.kind}</dd>
          <dt>Queued</dt>
          <dd>{when(mail.createdAt)}</dd>
          <dt>Delivery</dt>
          <dd>{mail.deliveryState ?? 'Not sent (no mail service here)'}</dd>
          {mail.headers?.['List-Unsubscribe'] ? (
            <>
              <dt>List-Unsubscribe</dt>
              <dd className="outbox__wrap">{mail.headers['List-Unsubscribe']}</dd>
            </>
          ) : null}
        </dl>
        {mail.text !== undefined ? <pre className="outbox__text">{mail.text}</pre> : null}
      </article>
    </li>
  );
}

/** The admin Outbox: the mail the site has queued, newest first. */
export function OutboxScreen({ api }: { api: OutboxApi }) {
  const { value, error, loading, reload } = useLoaded(useCallback((signal: AbortSignal) => api.list(signal), [api]));
  return (
    <div className="outbox admin-column">
      <p>
        {value?.bodiesShown
          ? 'On this local stack nothing is delivered: each email is shown here in full, so its links can be followed.'
          : 'Emails are delivered by the mail service. Their text is not shown here: it holds one-time links.'}
      </p>
      <button type="button" className="button" onClick={reload} disabled={loading}>
        Refresh
      </button>
      {error ? (
        <p role="alert">The outbox could not be loaded. {error}</p>
      ) : value === null ? (
        <LoadingStatus label="Loading the outbox…" />
      ) : value.mail.length === 0 ? (
        <p>No email is queued.</p>
      ) : (
        <ul className="outbox__list" aria-label="Queued emails">
          {value.mail.map((mail) => (
            <OutboxItem key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
    </div>
  );
}
