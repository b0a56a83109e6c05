import type { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { COLLECTIONS } from '@shared/collections';
import { CENTRE, IMAGE_NAME_PATTERN } from '@shared/schemas/media';
import { createIfAbsent } from '../data/create-if-absent';
import { withDeadline } from '../data/firestore';
import { clockTime, serverTime } from '../data/now';
import { getImageStore } from '../images/image-store';
import { loadRecords } from './records';
import { altTextsIn } from './usage-scan';

/** How many old images one backfill describes at a time (each is read once for its size). */
const BATCH = 8;

/**
 * Images uploaded before the media library have no `media` document. The first listing in each instance compares
 * the store's `images/` folder with the documents and describes what is missing: its size read from the bytes, the
 * alt text a blog already gives it, the centre as focal point. Idempotent (`create` never overwrites), so two
 * instances doing it at once is harmless. Listing the store, not the records, so images nothing uses appear too,
 * which is what deleting them needs.
 */
export async function backfillMedia(): Promise<number> {
  const store = getImageStore();
  const [names, known] = await Promise.all([
    store.list('images'),
    withDeadline(async (db) => new Set((await db.collection(COLLECTIONS.media).select().get()).docs.map((d) => d.id))),
  ]);
  const missing = names.filter(({ name }) => IMAGE_NAME_PATTERN.test(name) && !known.has(name));
  if (missing.length === 0) return 0;

  const altOf = altTextsIn(await loadRecords());

  const { default: sharp } = await import('sharp');
  const [now, stamp] = await Promise.all([clockTime(), serverTime()]);
  let added = 0;
  for (let i = 0; i < missing.length; i += BATCH) {
    await Promise.all(
      missing.slice(i, i + BATCH).map(async ({ name, storedAt }) => {
        const bytes = await store.read(`images/${name}`);
        if (!bytes) return;
        const { width = 0, height = 0 } = await sharp(bytes)
          .metadata()
          .catch(() => ({ width: 0, height: 0 }));
        const doc = {
          alt: altOf.get(name) ?? '',
          width,
          height,
          bytes: bytes.length,
          focalX: CENTRE.x,
          focalY: CENTRE.y,
        };
        // False when another instance described it first.
        const created = await withDeadline((db) =>
          createIfAbsent(db.collection(COLLECTIONS.media).doc(name), {
            ...doc,
            createdAt: uploadedAt(storedAt, now, stamp),
            updatedAt: stamp,
            backfilled: true,
          }),
        );
        if (created) added++;
      }),
    );
  }
  logger.info('Media backfill', { added, missing: missing.length });
  return added;
}

/**
 * When the image was stored, as its upload date: a backfilled image then takes its place among the others instead of
 * jumping ahead of every upload made since. The backfill time when the store gives no usable date.
 */
function uploadedAt(storedAt: Date, now: Timestamp, stamp: FieldValue): Date | FieldValue {
  const ms = storedAt.getTime();
  // Firestore stores a Date as a timestamp.
  return Number.isFinite(ms) && ms > 0 && ms <= now.toMillis() ? storedAt : stamp;
}

let done: Promise<unknown> | undefined;

/** Once per instance; a failed attempt is retried on the next listing. */
export async function backfillOnce(): Promise<void> {
  done ??= backfillMedia().catch((error: unknown) => {
    done = undefined;
    throw error;
  });
  await done;
}
