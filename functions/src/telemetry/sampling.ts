import type { ClientReport } from '@shared/schemas/client-report';
import type { PlatformEnv } from '../core/platform-env';

/**
 * The share of reports the endpoint keeps, per kind (decision 0020). Browsers already send vitals for a quarter
 * of page views only (src/features/error-reporting), and at most a few errors per page view; the clinic's
 * traffic is small, so the server keeps all it is sent today. Lower a rate here when the volume calls for it.
 */
export const SERVER_SAMPLE_RATES: Record<ClientReport['kind'], number> = { error: 1, vitals: 1 };

/** Whether to keep one report: a uniform draw against `rate` (0 keeps none, 1 keeps all). */
export function keepSample(rate: number, random: () => number = Math.random): boolean {
  if (rate >= 1) return true;
  if (rate <= 0) return false;
  return random() < rate;
}

/**
 * The rate to apply. Only inside the Functions emulator (the local stack, a demo project) may a request choose
 * it, with `?sample=all` or `?sample=none`, so the API tier can check both outcomes deterministically; anywhere
 * else the parameter is ignored.
 */
export function sampleRateFor(kind: ClientReport['kind'], query: URLSearchParams, env: PlatformEnv): number {
  if (env.FUNCTIONS_EMULATOR === 'true') {
    const asked = query.get('sample');
    if (asked === 'all') return 1;
    if (asked === 'none') return 0;
  }
  return SERVER_SAMPLE_RATES[kind];
}
