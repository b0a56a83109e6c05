import { describe, expect, it } from 'vitest';
import { bucketId, decideWindow, LOGIN_EMAIL_DELAY, loginDelayMs, rateLimitBuckets } from './rate-limit';

describe('decideWindow', () => {
  it('allows max hits per window, then answers the seconds left until the window ends', () => {
    let state = null;
    for (let i = 0; i < 3; i++) {
      const decision = decideWindow(state, 3, 60_000, 1_000 + i);
      expect(decision.allowed).toBe(true);
      state = decision.allowed ? decision.next : state;
    }
    expect(decideWindow(state, 3, 60_000, 31_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('starts a new window once the old one is over', () => {
    const decision = decideWindow({ count: 3, windowStartMs: 0 }, 3, 60_000, 60_000);
    expect(decision).toMatchObject({ allowed: true, next: { count: 1, windowStartMs: 60_000 } });
  });
});

describe('loginDelayMs', () => {
  it('lets the first failures through, then doubles the wait up to the ceiling', () => {
    const free = LOGIN_EMAIL_DELAY.freeFailures;
    expect(loginDelayMs(free - 1)).toBe(0);
    expect(loginDelayMs(free)).toBe(30_000);
    expect(loginDelayMs(free + 1)).toBe(60_000);
    expect(loginDelayMs(free + 2)).toBe(120_000);
    expect(loginDelayMs(free + 20)).toBe(LOGIN_EMAIL_DELAY.maxDelayMs);
  });
});

describe('bucketId', () => {
  it('names a bucket without the address or email it counts', () => {
    const id = bucketId('newsletter:client', 'someone@example.com');
    expect(id).toMatch(/^newsletter:client:[0-9a-f]{40}$/);
    expect(id).not.toContain('example');
  });
});

describe('rateLimitBuckets', () => {
  const limit = { name: 'contact', max: 5, windowMs: 60_000, edgeMax: 100 };
  const ids = (client: string, edge = client) => rateLimitBuckets(limit, { client, edge }).map((b) => b.id);

  it('counts every address of one IPv6 /64 in the same buckets, visitor and edge alike', () => {
    expect(ids('2001:db8:1:2::1')).toEqual(ids('2001:db8:1:2:dead:beef:0:1'));
    expect(ids('2001:db8:1:2::1')).not.toEqual(ids('2001:db8:1:3::1'));
  });

  it('keeps IPv4 addresses apart, and an IPv4-mapped address with its IPv4 address', () => {
    expect(ids('203.0.113.7')).not.toEqual(ids('203.0.113.8'));
    expect(ids('::ffff:203.0.113.7')).toEqual(ids('203.0.113.7'));
  });

  it('gives the visitor and the edge their own allowance', () => {
    expect(rateLimitBuckets(limit, { client: '203.0.113.7', edge: '35.191.0.1' }).map((b) => b.max)).toEqual([5, 100]);
  });
});
