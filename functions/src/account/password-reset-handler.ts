import { passwordResetRequestSchema } from '../../../src/shared/schemas/staff';
import { accountActionLink, passwordResetMail } from '../auth/account-mail';
import { getAdminAuth } from '../auth/verify-request';
import { readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { RATE_LIMITS, type RateLimit } from '../core/rate-limit';
import { written } from '../core/respond';
import { withDeadline } from '../data/firestore';
import { enforceRateLimit } from '../data/rate-limits';
import { mailDocument, mailExpiry, newMailRef } from '../mail/mail-queue';

/** Per address, whoever asks: a mailbox gets at most three reset mails an hour. */
const PER_EMAIL: RateLimit = { name: 'password-reset-email', max: 3, windowMs: 60 * 60_000, edgeMax: 3 };

export const PASSWORD_RESET_ANSWER =
  'If an account uses this address, we have sent it a link to set a new password. Check your inbox (and your ' +
  'spam folder) in a few minutes.';

/**
 * POST /api/account/password-reset {email} (issue 22, decision 0017): the same 202 for every address, existing or
 * not; limited per client and per lowercased address (429 either way, which says nothing about the account).
 * The mail goes through our mail queue with a link to our own action page.
 */
export const requestPasswordReset: RouteHandler = async (ctx) => {
  await enforceRateLimit(RATE_LIMITS.passwordReset, ctx.from);
  const { email: typed } = await readJson(ctx, passwordResetRequestSchema);
  const email = typed.toLowerCase();
  // The counter's document is named by a hash of the address (core/rate-limit.ts), never the address.
  await enforceRateLimit(PER_EMAIL, { client: email, edge: email });
  const user = await (await getAdminAuth()).getUserByEmail(email).catch((error: { code?: string }) => {
    // An address Firebase does not accept has no account either: the same answer.
    if (error.code === 'auth/user-not-found' || error.code === 'auth/invalid-email') return null;
    throw error;
  });
  if (user && !user.disabled) {
    const link = await accountActionLink(email, 'resetPassword');
    const { Timestamp } = await import('firebase-admin/firestore');
    const now = Timestamp.now();
    const expiresAt = await mailExpiry(now);
    await withDeadline((db) => newMailRef(db).set(mailDocument(passwordResetMail(email, link), now, expiresAt)));
  }
  return written(202, PASSWORD_RESET_ANSWER, null);
};
