import { useId } from 'react';
import type { Inquiry } from '@shared/schemas/inquiry';

export const formatReceived = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'an unknown time';
  return date.toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' });
};

type InquiryItemProps = {
  inquiry: Inquiry;
  busy: boolean;
  onHandledChange: (handled: boolean) => void;
};

/** One contact request: who, how to reach them, what they wrote, when, and whether someone has answered. */
export function InquiryItem({ inquiry, busy, onHandledChange }: InquiryItemProps) {
  const headingId = useId();
  const phoneHref = inquiry.phone.replace(/[^0-9+]/g, '');
  return (
    <article className={`inquiry${inquiry.handled ? ' inquiry--handled' : ''}`} aria-labelledby={headingId}>
      <header className="inquiry__header">
        <h3 id={headingId} className="inquiry__name">
          {inquiry.name}
        </h3>
        <p className="inquiry__received">
          Received <time dateTime={inquiry.createdAt}>{formatReceived(inquiry.createdAt)}</time>
        </p>
      </header>
      <dl className="inquiry__contact">
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{inquiry.phone ? <a href={`tel:${phoneHref}`}>{inquiry.phone}</a> : 'Not given'}</dd>
        </div>
      </dl>
      <p className="inquiry__message">{inquiry.message}</p>
      <label className="inquiry__handled">
        <input
          type="checkbox"
          checked={inquiry.handled}
          aria-label={`Handled: ${inquiry.name}`}
          aria-busy={busy || undefined}
          onChange={(event) => onHandledChange(event.target.checked)}
        />
        Handled
      </label>
    </article>
  );
}
