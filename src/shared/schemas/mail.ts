/** A queued mail as the admin Outbox receives it (GET /api/mail/outbox). */
export type OutboxMail = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  /** The bodies: only on the local stack, where nothing delivers the mail (decision 0013). */
  text?: string;
  html?: string;
  headers?: Record<string, string>;
  createdAt: string;
  /** The Trigger Email extension's delivery state (PENDING, PROCESSING, SUCCESS, ERROR), once it has seen the mail. */
  deliveryState?: string;
};

export type Outbox = { mail: OutboxMail[]; bodiesShown: boolean };
