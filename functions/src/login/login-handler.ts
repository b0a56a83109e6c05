import { loginRequestSchema } from '../../../src/shared/schemas/login';
import { readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { checkRateLimit, RATE_LIMITS } from '../core/rate-limit';
import { ok } from '../core/respond';
import { signInWithPassword } from './sign-in-with-password';

export const login: RouteHandler = async (ctx) => {
  checkRateLimit(RATE_LIMITS.login, ctx.clientId);
  const { email, password } = await readJson(ctx, loginRequestSchema);
  return ok(await signInWithPassword(email, password), 'no-store');
};
