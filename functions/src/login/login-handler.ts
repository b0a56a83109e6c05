import { loginRequestSchema } from '@shared/schemas/login';
import { readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { HttpError } from '../core/http-error';
import { RATE_LIMITS } from '../core/rate-limit';
import { ok } from '../core/respond';
import { assertLoginAllowed, clearLoginFailures, enforceRateLimit, recordLoginFailure } from '../data/rate-limits';
import { signInWithPassword, WRONG_CREDENTIALS } from './sign-in-with-password';

/**
 * POST /api/users/login. Limited per client address (every attempt counts) and per email address (failures
 * count, with growing delays), both in shared counters (decision 0012). The per-email counter is keyed by the
 * lowercased address, as Firebase Authentication matches addresses: `Admin@x` and `admin@x` are one account.
 */
export const login: RouteHandler = async (ctx) => {
  await enforceRateLimit(RATE_LIMITS.login, ctx.from);
  const { email, password } = await readJson(ctx, loginRequestSchema);
  const lockoutKey = email.toLowerCase();
  await assertLoginAllowed(lockoutKey);
  try {
    const answer = await signInWithPassword(email, password);
    await clearLoginFailures(lockoutKey);
    return ok(answer, 'no-store');
  } catch (error) {
    if (error instanceof HttpError && error.message === WRONG_CREDENTIALS) await recordLoginFailure(lockoutKey);
    throw error;
  }
};
