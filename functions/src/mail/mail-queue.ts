import type { DocumentReference, FieldValue, Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { ServiceUnavailableError } from '../core/http-error';
import { SITE_URL } from '../core/params';

/**
 * Outgoing mail is a Firestore document in the Trigger Email extension's shape (`to`, `message.subject`,
 * `message.text`, `message.html`, plus its top-level `headers`), which the extension declared in firebase.json
 * delivers in production. Locally nothing sends it: the admin Outbox shows it. Decision 0013.
 */
export type MailKind =
  'newsletter-confirmation' | 'contact-notification' | 'staff-invitation' | 'password-reset' | 'review-request';

export type OutgoingMail = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** Queued mail holds an address and links with tokens: it goes after this long (TTL policy and retention job). */
export const MAIL_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export function newMailRef(db: Firestore): DocumentReference {
  return db.collection(COLLECTIONS.mail).doc();
}

/** A mail for the Trigger Email extension; `createdAt` is the write's time (serverTime), or a Timestamp. */
export function mailDocument(mail: OutgoingMail, createdAt: Timestamp | FieldValue, expiresAt: Timestamp) {
  return {
    to: mail.to,
    message: { subject: mail.subject, text: mail.text, html: mail.html },
    ...(mail.headers ? { headers: mail.headers } : {}),
    kind: mail.kind,
    createdAt,
    expiresAt,
  };
}

export async function mailExpiry(now: Timestamp): Promise<Timestamp> {
  const { Timestamp } = await import('firebase-admin/firestore');
  return Timestamp.fromMillis(now.toMillis() + MAIL_RETENTION_DAYS * DAY_MS);
}

/** The origin links in mail start with; without it a mail would carry dead links, so nothing is queued. */
export function siteOrigin(): string {
  const origin = SITE_URL.value().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(origin)) {
    throw new ServiceUnavailableError('Mail is not configured on the server (SITE_URL is missing).');
  }
  return origin;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/** A subject line is one line: no control characters that could start another header. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
