import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageStore } from '../images/image-store';
import { createLocalImageStore } from '../images/local-image-store';
import {
  backupImages,
  listManifests,
  readManifest,
  restoreImages,
  type MediaLibrary,
  type MediaRecord,
} from './image-backup';

/**
 * The image backup between two local folder stores (the store the emulators use here), with the media library
 * as a map: the copy, the manifests, the 30-day pruning and both restores, on real files.
 */
const DAY = 24 * 60 * 60_000;
const T0 = new Date('2026-11-01T07:30:30Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const nameOf = (n: number) => `${n.toString(16).padStart(32, '0')}.webp`;
const bytesOf = (n: number) => Buffer.from(`webp bytes of image ${n}`);
const record = (alt: string): MediaRecord => ({
  alt,
  width: 1600,
  height: 900,
  bytes: 1234,
  focalX: 0.25,
  focalY: 0.75,
  createdAt: { seconds: 1_790_000_000, nanos: 123_456_789 },
});

function mapLibrary(): MediaLibrary & { entries: Map<string, MediaRecord> } {
  const entries = new Map<string, MediaRecord>();
  return {
    entries,
    readAll: async () => new Map(entries),
    async restore(name, entry) {
      if (entries.has(name)) return false;
      entries.set(name, entry);
      return true;
    },
  };
}

let dirs: string[] = [];
let images: ImageStore;
let backup: ImageStore;
let media: ReturnType<typeof mapLibrary>;

beforeEach(() => {
  dirs = [mkdtempSync(join(tmpdir(), 'images-')), mkdtempSync(join(tmpdir(), 'backup-'))];
  images = createLocalImageStore(dirs[0]!);
  backup = createLocalImageStore(dirs[1]!);
  media = mapLibrary();
});
afterEach(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function upload(n: number) {
  await images.save(`images/${nameOf(n)}`, bytesOf(n), 'image/webp');
  await images.save(`images/cards/${nameOf(n)}`, Buffer.from('card crop'), 'image/webp');
  media.entries.set(nameOf(n), record(`Image ${n}`));
}

async function remove(n: number) {
  await images.remove(`images/${nameOf(n)}`);
  await images.remove(`images/cards/${nameOf(n)}`);
  media.entries.delete(nameOf(n));
}

const run = (now: Date) => backupImages({ images, backup, media, now });
const copies = async () => (await backup.list('images')).map(({ name }) => name).sort();

describe('the daily image backup', () => {
  it('copies each full-size image once, and lists every image with its library entry in the run’s manifest', async () => {
    await upload(1);
    await upload(2);
    await images.save('images/stray.txt', Buffer.from('not an upload'), 'text/plain');

    expect(await run(T0)).toMatchObject({ name: '2026-11-01T0729Z', images: 2, copied: 2, prunedImages: 0 });
    expect(await copies()).toEqual([nameOf(1), nameOf(2)]);
    expect(await backup.read(`images/${nameOf(1)}`)).toEqual(bytesOf(1));
    // Crops are cut again from the full-size image on request: not copied.
    expect(await backup.list('images/cards')).toEqual([]);
    expect(await readManifest(backup, '2026-11-01T0729Z')).toEqual({
      name: '2026-11-01T0729Z',
      takenAt: T0.toISOString(),
      images: [
        { name: nameOf(1), media: record('Image 1') },
        { name: nameOf(2), media: record('Image 2') },
      ],
    });

    await upload(3);
    expect(await run(at(1))).toMatchObject({ images: 3, copied: 1 });
    expect(await listManifests(backup)).toEqual(['2026-11-01T0729Z', '2026-11-02T0729Z']);
  });

  it('keeps a deleted image’s copy while a manifest of the last 30 days lists it, then deletes both', async () => {
    await upload(1);
    await upload(2);
    await run(T0);
    await remove(2);
    for (let day = 1; day < 30; day++) expect((await run(at(day))).prunedImages, `day ${day}`).toBe(0);
    expect(await copies()).toEqual([nameOf(1), nameOf(2)]);

    // Day 30: the day-0 manifest (the last to list image 2) is 30 days old; 30 daily manifests remain.
    expect(await run(at(30))).toMatchObject({ prunedImages: 1, prunedManifests: 1 });
    expect(await copies()).toEqual([nameOf(1)]);
    const kept = await listManifests(backup);
    expect([kept.length, kept[0]]).toEqual([30, '2026-11-02T0729Z']);
  });

  it('loses no copy when the image store is emptied: the older manifests still list every image', async () => {
    await upload(1);
    await run(T0);
    await remove(1);
    expect(await run(at(1))).toMatchObject({ images: 0, prunedImages: 0 });
    expect(await copies()).toEqual([nameOf(1)]);
  });
});

describe('restoring images', () => {
  it('puts one deleted image back, with its library entry, from the newest backup that has it', async () => {
    await upload(1);
    await upload(2);
    await run(T0);
    media.entries.set(nameOf(1), { ...record('Alt text edited later'), focalX: 0.9 });
    await run(at(1));
    await remove(1);

    const report = await restoreImages({ images, backup, media, only: [nameOf(1)] });
    expect(report).toEqual({ from: '2026-11-02T0729Z', restored: [nameOf(1)], present: [], entries: [nameOf(1)] });
    expect(await images.read(`images/${nameOf(1)}`)).toEqual(bytesOf(1));
    expect(media.entries.get(nameOf(1))).toEqual({ ...record('Alt text edited later'), focalX: 0.9 });
    // Restoring again changes nothing.
    expect(await restoreImages({ images, backup, media, only: [nameOf(1)] })).toMatchObject({
      restored: [],
      present: [nameOf(1)],
      entries: [],
    });
  });

  it('restores a whole day: exactly that day’s images, keeping the entries a Firestore import brought back', async () => {
    await upload(1);
    await upload(2);
    await run(T0);
    await remove(1); // deleted on purpose before day 1
    await run(at(1));
    await upload(3); // added after day 1
    await remove(2); // the incident

    media.entries.set(nameOf(2), record('As the import of day 1 left it'));
    const report = await restoreImages({ images, backup, media, from: '2026-11-02T0729Z' });
    expect(report).toEqual({ from: '2026-11-02T0729Z', restored: [nameOf(2)], present: [], entries: [] });
    expect(media.entries.get(nameOf(2))?.alt).toBe('As the import of day 1 left it');
    // The image deleted before that day stays deleted; the one added since stays.
    expect(await images.read(`images/${nameOf(1)}`)).toBeNull();
    expect(await images.read(`images/${nameOf(3)}`)).toEqual(bytesOf(3));
  });

  it('names what is missing, and what the backup has, instead of restoring nothing quietly', async () => {
    await upload(1);
    await run(T0);
    await expect(restoreImages({ images, backup, media, from: '2026-10-01T0729Z' })).rejects.toThrow(
      'No image backup named 2026-10-01T0729Z: the backups kept are 2026-11-01T0729Z.',
    );
    await expect(restoreImages({ images, backup, media, only: [nameOf(9)] })).rejects.toThrow(
      `No kept backup has the image ${nameOf(9)}`,
    );
    await expect(restoreImages({ images, backup, media, from: '2026-11-01T0729Z', only: [nameOf(9)] })).rejects.toThrow(
      `does not list ${nameOf(9)}`,
    );
    await expect(restoreImages({ images, backup, media, only: ['../secret'] })).rejects.toThrow(/not an image name/);
    await expect(restoreImages({ images, backup, media })).rejects.toThrow(/Name the backup/);
  });
});
