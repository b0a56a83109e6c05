import { SHARED_PATHS } from '@shared/site-paths';
import { NEW_PASSWORD_MIN } from '@shared/schemas/staff';
import { escapeHtml, siteOrigin, type OutgoingMail } from './mail-queue';
import { getAdminAuth } from '../auth/verify-request';

/** What the action page (/account/action) does with the code: both set a password, with different words. */
export type AccountActionMode = 'invite' | 'resetPassword';

/**
 * A link to our own action page carrying a password-reset code from the Admin SDK (decision 0017). Following it
 * and setting a password proves the address: Firebase then marks it verified (checked on the Auth emulator).
 * Only the code is taken from Firebase's link, so the page is on the clinic's origin, CSP and offline page included.
 */
export async function accountActionLink(email: string, mode: AccountActionMode): Promise<string> {
  const origin = siteOrigin();
  const firebaseLink = await (await getAdminAuth()).generatePasswordResetLink(email);
  const oobCode = new URL(firebaseLink).searchParams.get('oobCode');
  if (!oobCode) throw new Error('The password reset link has no oobCode.');
  const query = new URLSearchParams({ mode, oobCode });
  return `${origin}${SHARED_PATHS.accountAction}?${query.toString()}`;
}

const NEW_LINK_HINT =
  'The link works once and for a limited time (one hour). If it has expired, open the sign-in page, choose ' +
  '"Forgot password" and enter this address to get a new one.';

function actionMail(
  to: string,
  kind: OutgoingMail['kind'],
  subject: string,
  lines: string[],
  link: string,
  button: string,
) {
  return {
    kind,
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${link}\n\n${NEW_LINK_HINT}\n`,
    html:
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}" style="font-size:18px">${escapeHtml(button)}</a></p>` +
      `<p>${escapeHtml(NEW_LINK_HINT)}</p>`,
  } satisfies OutgoingMail;
}

export function invitationMail(to: string, link: string): OutgoingMail {
  return actionMail(
    to,
    'staff-invitation',
    'You are invited to the clinic admin portal',
    [
      'You have been given access to the clinic admin portal with this email address.',
      `To accept, open this link and choose a password of at least ${NEW_PASSWORD_MIN} characters:`,
    ],
    link,
    'Set my password',
  );
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  return actionMail(
    to,
    'password-reset',
    'Set a new password for the clinic admin portal',
    [
      'Someone, hopefully you, asked to set a new password for the clinic admin portal with this address.',
      `To do so, open this link and choose a password of at least ${NEW_PASSWORD_MIN} characters:`,
      'If you did not ask for it, ignore this email: your password stays as it is.',
    ],
    link,
    'Set a new password',
  );
}
