import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * Record versions for optimistic concurrency (decision 0022). A record's version is a hash of the record
 * exactly as the API answers it (fields, createdAt, updatedAt), so any save, by any client, changes it, and nothing
 * new is stored. GET by id (admin) sends it as a strong `ETag` and a `version` field; PUT honours `If-Match`.
 */
export function versionOf(record: object): string {
  return createHash('sha256').update(JSON.stringify(record)).digest('base64url').slice(0, 27);
}

export const etagOf = (version: string) => `"${version}"`;

/** A PUT's precondition: none (last write wins, as before If-Match existed), any current record, or these versions. */
export type Precondition = { kind: 'none' } | { kind: 'any' } | { kind: 'versions'; versions: string[] };

export type PreconditionParse = Precondition | { kind: 'invalid'; message: string };

const INVALID =
  'If-Match: Send the ETag (or the version) that GET gave for this record, e.g. If-Match: "abc123", or leave the header out.';

/**
 * Reads `If-Match` (RFC 9110 section 13.1.1): `*` or a list of strong entity tags. A bare version without quotes
 * is taken too (the `version` field as it is). A weak tag (`W/"…"`) never matches strongly, so it is refused as a
 * mistake rather than answered with a 409 that no retry could cure.
 */
export function parseIfMatch(header: string | string[] | undefined): PreconditionParse {
  if (header === undefined) return { kind: 'none' };
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  if (text === '*') return { kind: 'any' };
  const versions: string[] = [];
  for (const raw of text.split(',')) {
    const part = raw.trim();
    const quoted = /^"([\x21\x23-\x7e]+)"$/.exec(part);
    const bare = /^[A-Za-z0-9_-]+$/.test(part) ? part : null;
    const version = quoted?.[1] ?? bare;
    if (!version) return { kind: 'invalid', message: INVALID };
    versions.push(version);
  }
  return versions.length > 0 ? { kind: 'versions', versions } : { kind: 'invalid', message: INVALID };
}

/** Whether a save under this precondition may replace the record whose current version is `current`. */
export function preconditionHolds(precondition: Precondition, current: string | null): boolean {
  if (precondition.kind === 'none') return true;
  if (current === null) return false;
  return precondition.kind === 'any' || precondition.versions.includes(current);
}

/** A save made from an older version than the stored one: answered 409 with the record as it is now. */
export class StaleVersionError extends Error {
  constructor(
    readonly current: object | null,
    message: string,
  ) {
    super(message);
    this.name = 'StaleVersionError';
  }
}

/**
 * A save's body as the API takes it (`inputSchema.extend(READ_VERSION_FIELD)`): the record's fields, and the
 * `version` an admin's read carries (decision 0022), accepted and dropped by `withoutVersion`, so that a client sending a record back as it read it still saves. If-Match, not the body,
 * is what makes a save conditional.
 */
export const READ_VERSION_FIELD = { version: z.string().max(128).optional() };

export function withoutVersion<T extends { version?: unknown }>(body: T): Omit<T, 'version'> {
  const { version: _ignored, ...fields } = body;
  return fields;
}
