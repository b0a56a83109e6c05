import type { DocumentData, Firestore, Query, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { API_PATHS, apiPath } from '@shared/api-paths';
import { COLLECTIONS } from '@shared/collections';
import {
  CENTRE,
  IMAGE_NAME_PATTERN,
  mediaDocSchema,
  type MediaFilter,
  type MediaItem,
  type MediaOrder,
  type MediaPage,
  type MediaUpdate,
  type MediaUsage,
} from '@shared/schemas/media';
import { toIsoString } from '../content/timestamps';
import { NotFoundError } from '../data/errors';
import { withDeadline } from '../data/firestore';
import { serverTime } from '../data/now';
import { createPageCursor } from '../data/page-cursor';
import { getImageStore } from '../images/image-store';
import { CROP_NAMES, renderCrop, type CropName } from '../images/process-image';
import { backfillOnce } from './backfill';
import { loadRecords } from './records';
import { altTextsIn, scanUsages } from './usage-scan';

const notFound = () => new NotFoundError('No image has that name. It may have been deleted; reload the library.');
const DAMAGED_CURSOR = 'cursor: This page link is damaged. Start again from the first page.';

export const cropKey = (crop: CropName, name: string) => `images/${crop === 'card' ? 'cards' : crop}/${name}`;
export const fullKey = (name: string) => `images/${name}`;

const media = (db: Firestore) => db.collection(COLLECTIONS.media);

type Uses = { usages: Map<string, MediaUsage[]>; alts: Map<string, string> };

function toItem(name: string, data: DocumentData, uses: Uses): MediaItem {
  const doc = mediaDocSchema.parse(data);
  return {
    name,
    path: apiPath(API_PATHS.image, { name }),
    card: apiPath(API_PATHS.cardImage, { name }),
    // Its own description; while that is empty, the one a record already gives it (offered, saved when edited).
    alt: doc.alt || (uses.alts.get(name) ?? ''),
    width: doc.width,
    height: doc.height,
    bytes: doc.bytes,
    focal: { x: doc.focalX, y: doc.focalY },
    createdAt: toIsoString(data.createdAt),
    usedIn: uses.usages.get(name) ?? [],
  };
}

/** Where every image is used, and the alt text records give it, by name (one read of the records and trashes). */
async function loadUses(): Promise<Uses> {
  const records = await loadRecords();
  return { usages: scanUsages(records), alts: altTextsIn(records) };
}

/** Called by the upload: the new image's metadata, with no alt text yet and its focal point at the centre. */
export async function recordUpload(name: string, image: { width: number; height: number; bytes: number }) {
  const now = await serverTime();
  await withDeadline((db) =>
    media(db)
      .doc(name)
      .set({ alt: '', ...image, focalX: CENTRE.x, focalY: CENTRE.y, createdAt: now, updatedAt: now }),
  );
}

const { encode: encodeCursor, decode: decodeCursor } = createPageCursor({
  idPattern: IMAGE_NAME_PATTERN,
  damaged: DAMAGED_CURSOR,
});

type ListQuery = { limit: number; cursor?: string; filter?: MediaFilter; order?: MediaOrder };

const matches: Record<MediaFilter, (item: MediaItem) => boolean> = {
  unused: (item) => item.usedIn.length === 0,
  'missing-alt': (item) => item.alt.trim() === '',
};

/** Whether a document comes after the cursor's (createdAt, id) in the list's order. */
function isAfter(doc: QueryDocumentSnapshot, cursor: [Timestamp, string], order: MediaOrder): boolean {
  const at = doc.get('createdAt') as Timestamp;
  const [since, id] = cursor;
  const sign =
    at.seconds !== since.seconds
      ? at.seconds - since.seconds
      : at.nanoseconds !== since.nanoseconds
        ? at.nanoseconds - since.nanoseconds
        : doc.id.localeCompare(id);
  return order === 'newest' ? sign < 0 : sign > 0;
}

/**
 * Newest (or oldest) first, a page at a time (the single-field index on `createdAt` serves it), each with where it
 * is used. A filter depends on the records that use each image, which no index holds: the filtered list is read
 * whole (a clinic's library is hundreds of images) and paged in memory, with the same cursors.
 */
export async function listMedia(query: ListQuery): Promise<MediaPage> {
  await backfillOnce();
  const { FieldPath } = await import('firebase-admin/firestore');
  const order = query.order ?? 'newest';
  const direction = order === 'newest' ? 'desc' : 'asc';
  const after = query.cursor ? await decodeCursor(query.cursor) : null;
  const base = (db: Firestore): Query =>
    media(db).orderBy('createdAt', direction).orderBy(FieldPath.documentId(), direction);
  const { filter } = query;
  if (filter) {
    const [all, usages] = await Promise.all([withDeadline((db) => base(db).get()), loadUses()]);
    const listed = all.docs
      .map((doc) => ({ doc, item: toItem(doc.id, doc.data(), usages) }))
      .filter(({ item }) => matches[filter](item));
    const rest = after ? listed.filter(({ doc }) => isAfter(doc, after, order)) : listed;
    const shown = rest.slice(0, query.limit);
    const last = shown[shown.length - 1];
    return {
      data: shown.map(({ item }) => item),
      nextCursor: rest.length > query.limit && last ? encodeCursor(last.doc) : null,
      total: listed.length,
    };
  }
  const [page, usages] = await Promise.all([
    withDeadline(async (db) => {
      const [docs, count] = await Promise.all([
        (after ? base(db).startAfter(...after) : base(db)).limit(query.limit + 1).get(),
        media(db).count().get(),
      ]);
      return { docs: docs.docs, total: count.data().count };
    }),
    loadUses(),
  ]);
  const shown = page.docs.slice(0, query.limit);
  const last = shown[shown.length - 1];
  return {
    data: shown.map((doc) => toItem(doc.id, doc.data(), usages)),
    nextCursor: page.docs.length > query.limit && last ? encodeCursor(last) : null,
    total: page.total,
  };
}

export async function getMedia(name: string): Promise<MediaItem> {
  const [snapshot, uses] = await Promise.all([withDeadline((db) => media(db).doc(name).get()), loadUses()]);
  if (!snapshot.exists) throw notFound();
  return toItem(name, snapshot.data() ?? {}, uses);
}

/** Cuts the card, hero and social crops again from the stored full-size image, around the new focal point. */
async function recrop(name: string, focal: { x: number; y: number }) {
  const store = getImageStore();
  const full = await store.read(fullKey(name));
  if (!full) throw notFound();
  // The size from the bytes themselves: metadata written before this code (or backfilled) may lack it.
  const { default: sharp } = await import('sharp');
  const { width = 1, height = 1 } = await sharp(full).metadata();
  const size = { width, height };
  await Promise.all(
    CROP_NAMES.map(async (crop) =>
      store.save(cropKey(crop, name), await renderCrop(full, size, crop, focal), 'image/webp'),
    ),
  );
}

export async function updateMedia(name: string, update: MediaUpdate): Promise<MediaItem> {
  const now = await serverTime();
  const before = await withDeadline((db) => media(db).doc(name).get());
  if (!before.exists) throw notFound();
  // The crops first: if cutting them fails, the stored focal point still describes the crops being served.
  if (update.focal) await recrop(name, update.focal);
  await withDeadline((db) =>
    media(db)
      .doc(name)
      .update({
        ...(update.alt !== undefined ? { alt: update.alt } : {}),
        ...(update.focal ? { focalX: update.focal.x, focalY: update.focal.y } : {}),
        updatedAt: now,
      }),
  );
  return getMedia(name);
}

/** Refused while anything uses the image: the places are in the error, and nothing is removed. */
export class MediaInUseError extends Error {
  constructor(readonly usedIn: MediaUsage[]) {
    super('This image is in use.');
    this.name = 'MediaInUseError';
  }
}

export async function deleteMedia(name: string): Promise<void> {
  const snapshot = await withDeadline((db) => media(db).doc(name).get());
  const usedIn = (await loadUses()).usages.get(name) ?? [];
  if (usedIn.length > 0) throw new MediaInUseError(usedIn);
  const store = getImageStore();
  if (!snapshot.exists && !(await store.read(fullKey(name)))) throw notFound();
  // The record first: once it is gone the library no longer offers the image, so nobody picks it meanwhile.
  await withDeadline((db) => media(db).doc(name).delete());
  await Promise.all([store.remove(fullKey(name)), ...CROP_NAMES.map((crop) => store.remove(cropKey(crop, name)))]);
}
