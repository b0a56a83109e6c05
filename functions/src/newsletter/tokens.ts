import { createHash, randomBytes } from 'node:crypto';

/**
 * Mail links carry a random token; Firestore keeps only its SHA-256, as the id of its newsletterTokens document,
 * so a copy of the database cannot confirm or unsubscribe anyone.
 */
export function mintToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The subscriber's document id and suppression key: the same hash the records have always used. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email).digest('hex');
}

/** Consent evidence keeps the confirming client's address only as a hash. */
export function addressHash(address: string): string {
  return createHash('sha256').update(`client-address:${address}`).digest('hex');
}
