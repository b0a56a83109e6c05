import { HttpError } from './http-error';

/**
 * Per-client limits kept in the instance's memory: a sliding window of request times per key.
 * They stop floods and careless scripts at low cost; they are per instance, so the effective limit
 * scales with the (capped) instance count. See docs/decisions/0005-api-abuse-limits-and-caching.md.
 */
export type RateLimit = { name: string; max: number; windowMs: number };

export const RATE_LIMITS = {
  login: { name: 'login', max: 10, windowMs: 5 * 60_000 },
  newsletter: { name: 'newsletter', max: 5, windowMs: 10 * 60_000 },
  contact: { name: 'contact', max: 5, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>;

const MAX_TRACKED_KEYS = 10_000;
const hits = new Map<string, number[]>();

export function checkRateLimit(limit: RateLimit, clientId: string, now = Date.now()): void {
  const key = `${limit.name}:${clientId}`;
  const recent = (hits.get(key) ?? []).filter((t) => now - t < limit.windowMs);
  if (recent.length >= limit.max) {
    const retryAfter = Math.max(1, Math.ceil((limit.windowMs - (now - (recent[0] as number))) / 1000));
    hits.set(key, recent);
    throw new HttpError(429, `Too many requests. Please wait ${retryAfter} seconds and try again.`, {
      'Retry-After': String(retryAfter),
    });
  }
  recent.push(now);
  // Bounded memory: forget the oldest clients first (Map keeps insertion order).
  hits.delete(key);
  hits.set(key, recent);
  if (hits.size > MAX_TRACKED_KEYS) hits.delete(hits.keys().next().value as string);
}
