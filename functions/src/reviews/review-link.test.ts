import { describe, expect, it } from 'vitest';
import { REVIEW_TOKEN_PATTERN } from '@shared/schemas/review-request';
import { isAppShellPath, reviewPath } from '@shared/site-paths';
import {
  REVIEW_DECIDED_VIEW_MS,
  REVIEW_LINK_MS,
  checkReviewLink,
  hashReviewSecret,
  mintReviewSecret,
  reviewToken,
  secretMatches,
  splitReviewToken,
} from './review-link';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const NOW = Date.UTC(2026, 10, 27, 12);

describe('review links', () => {
  it('mints a 256-bit secret whose link is well formed and whose hash alone is stored', () => {
    const { secret, hash } = mintReviewSecret();
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(secret);
    expect(hash).toBe(hashReviewSecret(secret));
    const token = reviewToken(ID, secret);
    expect(REVIEW_TOKEN_PATTERN.test(token)).toBe(true);
    expect(splitReviewToken(token)).toEqual({ requestId: ID, secret });
    // The link's path keeps the token whole (its characters need no escaping) and is rendered in the browser.
    expect(reviewPath(token)).toBe(`/review/${token}`);
    expect(isAppShellPath(reviewPath(token))).toBe(true);
  });

  it('mints a different secret each time', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => mintReviewSecret().secret));
    expect(secrets.size).toBe(50);
  });

  it('refuses malformed tokens before any lookup', () => {
    const { secret } = mintReviewSecret();
    for (const bad of [
      '',
      ID,
      `${ID}.`,
      `${ID}.${secret}x`,
      `${ID.slice(1)}.${secret}`,
      `${ID}/${secret}`,
      `../${secret}`,
    ]) {
      expect(splitReviewToken(bad), bad).toBeNull();
    }
  });

  it('matches only the secret whose hash is stored, and never a malformed hash', () => {
    const a = mintReviewSecret();
    const b = mintReviewSecret();
    expect(secretMatches(a.secret, a.hash)).toBe(true);
    expect(secretMatches(b.secret, a.hash)).toBe(false);
    expect(secretMatches(a.secret, '')).toBe(false);
    expect(secretMatches(a.secret, a.hash.toUpperCase())).toBe(false);
    expect(secretMatches(a.secret, a.hash.slice(2))).toBe(false);
  });

  it('opens within 14 days, and is expired from the 14th day on', () => {
    const { secret, hash } = mintReviewSecret();
    const sentAt = NOW - REVIEW_LINK_MS;
    const stored = { secretHash: hash, status: 'pending', linkExpiresAtMs: sentAt + REVIEW_LINK_MS };
    expect(REVIEW_LINK_MS).toBe(14 * 24 * 60 * 60_000);
    expect(checkReviewLink(stored, secret, NOW - 1)).toBe('open');
    expect(checkReviewLink(stored, secret, NOW)).toBe('expired');
    // A decision taken in time stays readable afterwards.
    expect(checkReviewLink({ ...stored, status: 'approved' }, secret, NOW + 1)).toBe('open');
  });

  it('shows a decision for 30 days after it, then is expired', () => {
    const { secret, hash } = mintReviewSecret();
    const decidedAtMs = NOW - REVIEW_DECIDED_VIEW_MS;
    expect(REVIEW_DECIDED_VIEW_MS).toBe(30 * 24 * 60 * 60_000);
    for (const status of ['approved', 'returned']) {
      const stored = { secretHash: hash, status, linkExpiresAtMs: decidedAtMs + 1000, decidedAtMs };
      expect(checkReviewLink(stored, secret, NOW - 1), status).toBe('open');
      expect(checkReviewLink(stored, secret, NOW), status).toBe('expired');
      // Only the holder of the secret learns that it expired.
      expect(checkReviewLink(stored, mintReviewSecret().secret, NOW), status).toBe('unknown');
    }
  });

  it('tells revoked and expired apart only to the holder of the secret', () => {
    const { secret, hash } = mintReviewSecret();
    const other = mintReviewSecret().secret;
    const revoked = { secretHash: hash, status: 'revoked', linkExpiresAtMs: NOW + 1000 };
    const expired = { secretHash: hash, status: 'pending', linkExpiresAtMs: NOW - 1000 };
    expect(checkReviewLink(revoked, secret, NOW)).toBe('revoked');
    expect(checkReviewLink(expired, secret, NOW)).toBe('expired');
    expect(checkReviewLink(revoked, other, NOW)).toBe('unknown');
    expect(checkReviewLink(expired, other, NOW)).toBe('unknown');
    expect(checkReviewLink(null, secret, NOW)).toBe('unknown');
  });
});
