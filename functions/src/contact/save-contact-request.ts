import type { z } from 'zod';
import { OPERATIONS_CONFIG } from '@shared/operations-config';
import { SHARED_PATHS } from '@shared/site-paths';
import type { contactRequestSchema } from '@shared/schemas/contact-request';
import { COLLECTIONS } from '@shared/collections';
import { withDeadline } from '../data/firestore';
import { clockTime, serverTime } from '../data/now';
import {
  escapeHtml,
  mailDocument,
  mailExpiry,
  newMailRef,
  oneLine,
  siteOrigin,
  type OutgoingMail,
} from '../mail/mail-queue';

/** The admin screen staff read requests in; the mail links there rather than carrying the request. */
export const ADMIN_INBOX_PATH = SHARED_PATHS.adminInquiries;

/**
 * The staff notification names the sender and links to the admin inbox. It never carries the message, email
 * or phone: a message may hold health information, and mail is neither private nor deleted on our schedule.
 */
export function contactNotification(
  name: string,
  origin: string,
  inbox = OPERATIONS_CONFIG.clinicInboxEmail,
): OutgoingMail {
  const sender = oneLine(name);
  const url = `${origin}${ADMIN_INBOX_PATH}`;
  return {
    kind: 'contact-notification',
    to: inbox,
    subject: oneLine(`New contact request from ${sender}`),
    text: `${sender} sent a contact request through the website.\n\nRead it and answer from the admin inbox: ${url}\n`,
    html:
      `<p>${escapeHtml(sender)} sent a contact request through the website.</p>` +
      `<p><a href="${escapeHtml(url)}">Read it in the admin inbox</a></p>`,
  };
}

/** Stored for the clinic's staff (admin Inquiries), never readable by clients; staff hear of it by mail. */
export async function saveContactRequest(request: z.output<typeof contactRequestSchema>): Promise<{ id: string }> {
  const [now, stamp] = await Promise.all([clockTime(), serverTime()]);
  const origin = siteOrigin();
  const mailExpiresAt = await mailExpiry(now);
  return withDeadline(async (db) => {
    const ref = db.collection(COLLECTIONS.contactRequests).doc();
    const batch = db.batch();
    batch.set(ref, { ...request, consentAt: stamp, handled: false, createdAt: stamp });
    batch.set(newMailRef(db), mailDocument(contactNotification(request.name, origin), stamp, mailExpiresAt));
    await batch.commit();
    return { id: ref.id };
  });
}
