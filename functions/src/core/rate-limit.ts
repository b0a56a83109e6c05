import { createHash } from 'node:crypto';
import { rateLimitKeyOf, type ClientAddress } from './client-address';

/**
 * The API's abuse limits (decision 0012). Each limited request counts in two buckets: one per visitor address
 * and a looser one per edge address (the connection Google's front end saw), so forging Hosting's client header
 * on the function's direct URL cannot multiply the allowance. The counters live in Firestore (data/rate-limits.ts),
 * shared by every instance; this module holds the numbers and the arithmetic, without I/O.
 */
export type RateLimit = { name: string; max: number; windowMs: number; edgeMax: number };

export const RATE_LIMITS = {
  login: { name: 'login', max: 10, windowMs: 5 * 60_000, edgeMax: 200 },
  newsletter: { name: 'newsletter', max: 5, windowMs: 10 * 60_000, edgeMax: 100 },
  contact: { name: 'contact', max: 5, windowMs: 10 * 60_000, edgeMax: 100 },
  upload: { name: 'upload', max: 30, windowMs: 10 * 60_000, edgeMax: 300 },
} as const satisfies Record<string, RateLimit>;

/** A fixed window: `count` hits since `windowStartMs`. */
export type WindowState = { count: number; windowStartMs: number };

export type WindowDecision =
  { allowed: true; next: WindowState; resetAtMs: number } | { allowed: false; retryAfterSeconds: number };

export function decideWindow(state: WindowState | null, max: number, windowMs: number, nowMs: number): WindowDecision {
  const current = state && nowMs - state.windowStartMs < windowMs ? state : { count: 0, windowStartMs: nowMs };
  const resetAtMs = current.windowStartMs + windowMs;
  if (current.count >= max)
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000)) };
  return { allowed: true, next: { count: current.count + 1, windowStartMs: current.windowStartMs }, resetAtMs };
}

/**
 * Sign-in per email address: a few free failures, then each further failure doubles the wait before the next
 * attempt, up to a ceiling. A success clears it.
 */
export const LOGIN_EMAIL_DELAY = { freeFailures: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000 } as const;

export function loginDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_EMAIL_DELAY;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
}

/** Counter documents are named by a hash: no address or email is stored in them. */
export function bucketId(kind: string, key: string): string {
  return `${kind}:${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

/**
 * The two counters one limited request counts against: the visitor's and the edge's, each keyed by the address's
 * rate-limit key (an IPv6 caller by its /64), so rotating addresses inside one network buys nothing.
 */
export function rateLimitBuckets(limit: RateLimit, from: ClientAddress): { id: string; max: number }[] {
  return [
    { id: bucketId(`${limit.name}:client`, rateLimitKeyOf(from.client)), max: limit.max },
    { id: bucketId(`${limit.name}:edge`, rateLimitKeyOf(from.edge)), max: limit.edgeMax },
  ];
}
