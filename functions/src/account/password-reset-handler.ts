import { passwordResetRequestSchema } from '@shared/schemas/staff';
import { readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { RATE_LIMITS, type RateLimit } from '../core/rate-limit';
import { written } from '../core/respond';
import { enforceRateLimit } from '../data/rate-limits';
import { siteOrigin } from '../mail/mail-queue';
import { queuePasswordReset } from './password-reset-task';

/** Per address, whoever asks: a mailbox gets at most three reset mails an hour. */
const PER_EMAIL: RateLimit = { name: 'password-reset-email', max: 3, windowMs: 60 * 60_000, edgeMax: 3 };

export const PASSWORD_RESET_ANSWER =
  'If an account uses this address, we have sent it a link to set a new password. Check your inbox (and your ' +
  'spam folder) in a few minutes.';

/**
 * POST /api/account/password-reset {email} (decision 0017): the same 202 for every address, existing or
 * not; limited per client and per lowercased address (429 either way, which says nothing about the account). The
 * answer does no per-account work: the address is queued, the same way for every address, and the queue's
 * function looks the account up and mails a link to our own action page (password-reset-task.ts).
 */
export const requestPasswordReset: RouteHandler = async (ctx) => {
  await enforceRateLimit(RATE_LIMITS.passwordReset, ctx.from);
  const { email: typed } = await readJson(ctx, passwordResetRequestSchema);
  const email = typed.toLowerCase();
  // The counter's document is named by a hash of the address (core/rate-limit.ts), never the address.
  await enforceRateLimit(PER_EMAIL, { client: email, edge: email });
  // Without the site's address no link can be mailed: said now (503), for every address alike.
  siteOrigin();
  await queuePasswordReset(email);
  return written(202, PASSWORD_RESET_ANSWER, null);
};
