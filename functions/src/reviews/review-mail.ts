import { REVIEW_LINK_DAYS, type ReviewRecordType } from '@shared/schemas/review-request';
import { reviewPath } from '@shared/site-paths';
import { escapeHtml, oneLine, type OutgoingMail } from '../mail/mail-queue';

const NOUN: Record<ReviewRecordType, string> = { blog: 'article', 'location-page': 'page' };

/** The mail that carries the link: the only place the token ever appears. */
export function reviewRequestMail(input: {
  to: string;
  reviewerName: string;
  recordType: ReviewRecordType;
  title: string;
  origin: string;
  token: string;
}): OutgoingMail {
  const link = `${input.origin}${reviewPath(input.token)}`;
  const noun = NOUN[input.recordType];
  const title = oneLine(input.title);
  return {
    kind: 'review-request',
    to: input.to,
    subject: oneLine(`Medical review requested: ${title}`),
    text:
      `Dear ${oneLine(input.reviewerName)},\n\n` +
      `The clinic asks you to review the draft ${noun} "${title}" before it is published.\n\n` +
      `Open this link to read it as it will appear, then approve it or return it with comments ` +
      `(no account needed; the link works for ${REVIEW_LINK_DAYS} days and only for this ${noun}):\n${link}\n\n` +
      'Please do not forward this email: anyone with the link can approve the draft.\n',
    html:
      `<p>Dear ${escapeHtml(oneLine(input.reviewerName))},</p>` +
      `<p>The clinic asks you to review the draft ${noun} <strong>${escapeHtml(title)}</strong> before it is published.</p>` +
      `<p><a href="${escapeHtml(link)}" style="font-size:18px">Review the draft</a> ` +
      `(no account needed; the link works for ${REVIEW_LINK_DAYS} days and only for this ${noun}).</p>` +
      '<p>Please do not forward this email: anyone with the link can approve the draft.</p>',
  };
}
