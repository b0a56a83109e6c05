import { API_PATHS } from '@shared/api-paths';
import { NEWSLETTER_CONFIRM_DAYS } from '@shared/newsletter-consent';
import { SHARED_PATHS } from '@shared/site-paths';
import { escapeHtml, type OutgoingMail } from '../mail/mail-queue';

/** The web pages the links open, and the API address mail clients POST to for one-click unsubscribe (RFC 8058). */
export const NEWSLETTER_LINKS = {
  confirm: SHARED_PATHS.newsletterConfirm,
  unsubscribe: SHARED_PATHS.newsletterUnsubscribe,
  oneClick: API_PATHS.newsletterUnsubscribe,
} as const;

const link = (origin: string, path: string, token: string) => `${origin}${path}?token=${encodeURIComponent(token)}`;

/**
 * Every newsletter mail ends with an unsubscribe link that works without signing in, and carries the
 * List-Unsubscribe headers mail clients show as their own unsubscribe button.
 */
export function withUnsubscribe(
  mail: Omit<OutgoingMail, 'headers'>,
  origin: string,
  unsubscribeToken: string,
): OutgoingMail {
  const page = link(origin, NEWSLETTER_LINKS.unsubscribe, unsubscribeToken);
  const oneClick = link(origin, NEWSLETTER_LINKS.oneClick, unsubscribeToken);
  return {
    ...mail,
    text: `${mail.text}\n\nUnsubscribe: ${page}\n`,
    html: `${mail.html}<p style="font-size:14px">Do not want these emails? <a href="${escapeHtml(page)}">Unsubscribe</a>.</p>`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function confirmationMail(to: string, origin: string, confirmToken: string, unsubscribeToken: string) {
  const confirm = link(origin, NEWSLETTER_LINKS.confirm, confirmToken);
  return withUnsubscribe(
    {
      kind: 'newsletter-confirmation',
      to,
      subject: 'Please confirm your newsletter subscription',
      text:
        'Someone, hopefully you, asked to receive our clinic newsletter at this address.\n\n' +
        `To confirm, open this link within ${NEWSLETTER_CONFIRM_DAYS} days:\n${confirm}\n\n` +
        'If you did not ask for it, ignore this email: without confirmation we send nothing more, and we delete ' +
        'the request.',
      html:
        '<p>Someone, hopefully you, asked to receive our clinic newsletter at this address.</p>' +
        `<p><a href="${escapeHtml(confirm)}" style="font-size:18px">Confirm my subscription</a> ` +
        `(this link works for ${NEWSLETTER_CONFIRM_DAYS} days).</p>` +
        '<p>If you did not ask for it, ignore this email: without confirmation we send nothing more, and we ' +
        'delete the request.</p>',
    },
    origin,
    unsubscribeToken,
  );
}
