import type { QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { InvalidInputError } from './errors';

/**
 * Where a page of a newest-first list ended: the last document's `createdAt` (to the nanosecond) and id, the
 * query's two sort keys, as an opaque base64url string the client sends back for the next page.
 */
export function createPageCursor({ idPattern, damaged }: { idPattern: RegExp; damaged: string }) {
  const cursorSchema = z.tuple([
    z.number().int().min(0),
    z.number().int().min(0).max(999_999_999),
    z.string().regex(idPattern),
  ]);
  return {
    encode(doc: QueryDocumentSnapshot): string {
      const at = doc.get('createdAt') as Timestamp;
      return Buffer.from(JSON.stringify([at.seconds, at.nanoseconds, doc.id])).toString('base64url');
    },
    /** The `startAfter` values of the page after the cursor; a damaged cursor is the client's error (400). */
    async decode(cursor: string): Promise<[Timestamp, string]> {
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      } catch {
        throw new InvalidInputError(damaged);
      }
      const checked = cursorSchema.safeParse(parsed);
      if (!checked.success) throw new InvalidInputError(damaged);
      const [seconds, nanoseconds, id] = checked.data;
      const { Timestamp } = await import('firebase-admin/firestore');
      return [new Timestamp(seconds, nanoseconds), id];
    },
  };
}
