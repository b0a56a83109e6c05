import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { LOCATION_RICH_TEXT_FIELDS } from '@shared/schemas/location-page';
import { withDeadline } from '../data/firestore';
import type { ScannedRecord } from './usage-scan';

const BLOG_FIELDS = ['title', 'blog_image', 'blog_image_alt', 'blogs_content'];
const LOCATION_FIELDS = ['main_heading', 'slug_url', ...LOCATION_RICH_TEXT_FIELDS];

async function live(db: Firestore, collection: string, kind: ScannedRecord['kind'], fields: string[]) {
  const docs = (
    await db
      .collection(collection)
      .select(...fields)
      .get()
  ).docs;
  return docs.map((doc): ScannedRecord => ({ kind, id: doc.id, inTrash: false, data: doc.data() }));
}

async function trashed(db: Firestore, collection: string, kind: ScannedRecord['kind']) {
  const docs = (await db.collection(collection).select('record').get()).docs;
  return docs.map((doc): ScannedRecord => ({
    kind,
    id: doc.id,
    inTrash: true,
    data: (doc.get('record') ?? {}) as Record<string, unknown>,
  }));
}

/**
 * Every record that may use an image: blogs and location pages, live and in the trash, only the fields that can
 * hold an image address. Read on each call (no index of uses to keep in step with every write path); with 300
 * posts that is a few hundred small documents (figures in decision 0021).
 */
export async function loadRecords(): Promise<ScannedRecord[]> {
  return withDeadline(async (db) =>
    (
      await Promise.all([
        live(db, COLLECTIONS.blogs, 'blog', BLOG_FIELDS),
        live(db, COLLECTIONS.locationPages, 'locationPage', LOCATION_FIELDS),
        trashed(db, COLLECTIONS.blogsTrash, 'blog'),
        trashed(db, COLLECTIONS.locationPagesTrash, 'locationPage'),
      ])
    ).flat(),
  );
}
