// An in-memory media library behind the MediaApi shape the media screens take: uploads wait until the test settles
// them, so progress, order and failures can be watched one file at a time.
import type { MediaApi, MediaItem } from '../../../src/features/media/api/media-api';
import type { UploadOptions, UploadedImage } from '../../../src/features/media/api/upload-image';
import type { MediaListQuery, MediaUpdate } from '@shared/schemas/media';
import { deferred } from './deferred';

export type PendingUpload = {
  file: File;
  options: UploadOptions;
  /** Stores the image in the library and answers as the API does. */
  succeed: () => void;
  fail: (error: unknown) => void;
};

let counter = 0;

export function mediaItem(overrides: Partial<MediaItem> = {}): MediaItem {
  const name = `${(++counter).toString(16).padStart(32, '0')}.webp`;
  return {
    name,
    path: `/api/images/${name}`,
    card: `/api/images/cards/${name}`,
    alt: '',
    width: 1600,
    height: 900,
    bytes: 200_000,
    focal: { x: 0.5, y: 0.5 },
    createdAt: '2026-11-20T10:00:00.000Z',
    usedIn: [],
    ...overrides,
  };
}

export function createFakeMediaApi(initial: MediaItem[] = []) {
  const items = [...initial];
  const lists: MediaListQuery[] = [];
  const updates: { name: string; update: MediaUpdate }[] = [];
  const uploads: PendingUpload[] = [];

  const api: MediaApi = {
    list: async (query = {}) => {
      lists.push(query);
      const shown = items.filter((item) =>
        query.filter === 'missing-alt' ? !item.alt : query.filter === 'unused' ? item.usedIn.length === 0 : true,
      );
      return { data: shown, nextCursor: null };
    },
    get: async (name) => items.find((item) => item.name === name)!,
    update: async (name, update) => {
      updates.push({ name, update });
      const item = items.find((candidate) => candidate.name === name)!;
      Object.assign(item, update.alt !== undefined ? { alt: update.alt } : {});
      return { data: { ...item }, message: 'Saved.' };
    },
    remove: async (name) => {
      items.splice(
        items.findIndex((item) => item.name === name),
        1,
      );
      return { data: { name }, message: 'Image deleted.' };
    },
    upload: (file, options = {}) => {
      const answer = deferred<UploadedImage>();
      uploads.push({
        file: file as File,
        options,
        succeed: () => {
          const item = mediaItem({ createdAt: new Date().toISOString() });
          items.unshift(item);
          answer.resolve({ path: item.path, card: item.card, width: 1600, height: 900, message: 'Image uploaded.' });
        },
        fail: answer.reject,
      });
      return answer.promise;
    },
  };
  return { api, items, lists, updates, uploads };
}
