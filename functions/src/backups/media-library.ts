import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { mediaDocSchema } from '@shared/schemas/media';
import { createIfAbsent } from '../data/create-if-absent';
import { getDb } from '../data/firestore';
import { serverTime } from '../data/now';
import type { MediaLibrary, MediaRecord } from './image-backup';

/** The media library in Firestore (`media/{name}`), as the image backup reads and restores it. */
export function firestoreMediaLibrary(): MediaLibrary {
  return {
    async readAll() {
      const db = await getDb();
      const snapshot = await db.collection(COLLECTIONS.media).get();
      return new Map(
        snapshot.docs.map((doc) => {
          const createdAt = doc.get('createdAt') as Timestamp | undefined;
          const record: MediaRecord = {
            ...mediaDocSchema.parse(doc.data()),
            createdAt:
              createdAt && typeof createdAt.seconds === 'number'
                ? { seconds: createdAt.seconds, nanos: createdAt.nanoseconds }
                : null,
          };
          return [doc.id, record];
        }),
      );
    },
    async restore(name, { createdAt, ...record }) {
      const db = await getDb();
      const { Timestamp } = await import('firebase-admin/firestore');
      const now = await serverTime();
      // False when the entry is there: the day's Firestore import brought it back, or it was never deleted.
      return createIfAbsent(db.collection(COLLECTIONS.media).doc(name), {
        ...record,
        // The upload date it had, so the library shows it in its place again.
        createdAt: createdAt ? new Timestamp(createdAt.seconds, createdAt.nanos) : now,
        updatedAt: now,
      });
    },
  };
}
