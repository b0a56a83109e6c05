import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseImageStore, isValidImageKey, localImageStore } from './image-store';
import { createLocalImageStore } from './local-image-store';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'image-store-test-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the local image store', () => {
  it('reads back what it saved, creating folders as needed', async () => {
    const store = createLocalImageStore(root);
    const bytes = Buffer.from('RIFF\0\0\0\0WEBPVP8 ');
    await store.save('images/cards/0123456789abcdef0123456789abcdef.webp', bytes, 'image/webp');
    expect(await store.read('images/cards/0123456789abcdef0123456789abcdef.webp')).toEqual(bytes);
    // No temporary file is left behind after the rename.
    expect(await readdir(path.join(root, 'images', 'cards'))).toEqual(['0123456789abcdef0123456789abcdef.webp']);
  });

  it('lists the files directly in a folder, and removes one (twice is no error)', async () => {
    const store = createLocalImageStore(root);
    const a = '0123456789abcdef0123456789abcdef.webp';
    const b = 'fedcba9876543210fedcba9876543210.webp';
    await store.save(`images/${a}`, Buffer.from('a'), 'image/webp');
    await store.save(`images/${b}`, Buffer.from('b'), 'image/webp');
    await store.save(`images/cards/${a}`, Buffer.from('c'), 'image/webp');
    const listed = await store.list('images');
    expect(listed.map((object) => object.name).sort()).toEqual([a, b]);
    // When each was stored: the backfill dates old uploads by it.
    for (const object of listed) expect(Math.abs(object.storedAt.getTime() - Date.now())).toBeLessThan(60_000);
    await store.remove(`images/${a}`);
    await store.remove(`images/${a}`);
    expect((await store.list('images')).map((object) => object.name)).toEqual([b]);
    expect(await store.read(`images/${a}`)).toBeNull();
    expect(await store.list('nothing-here')).toEqual([]);
  });

  it('answers null for a key that was never saved', async () => {
    expect(await createLocalImageStore(root).read('images/missing.webp')).toBeNull();
  });

  it('refuses keys that would leave its folder', async () => {
    const store = createLocalImageStore(root);
    await expect(store.save('../x', Buffer.from('x'), 'image/webp')).rejects.toThrow(/outside the store/);
    await expect(store.read('../x')).rejects.toThrow(/outside the store/);
    await expect(store.read('images/../../etc/passwd')).rejects.toThrow(/outside the store/);
    await expect(store.read('/etc/passwd')).rejects.toThrow(/outside the store/);
    expect(await readdir(path.dirname(root))).not.toContain('x');
  });
});

describe('localImageStore', () => {
  it('loads the folder store on first use and answers as it does', async () => {
    const store = localImageStore(root);
    const key = 'images/0123456789abcdef0123456789abcdef.webp';
    await store.save(key, Buffer.from('a'), 'image/webp');
    expect(await createLocalImageStore(root).read(key)).toEqual(Buffer.from('a'));
    expect((await store.list('images')).map((object) => object.name)).toEqual([key.slice('images/'.length)]);
    await store.remove(key);
    expect(await store.read(key)).toBeNull();
    await expect(store.read('../x')).rejects.toThrow(/outside the store/);
  });
});

describe('isValidImageKey', () => {
  it('accepts the keys uploads use', () => {
    expect(isValidImageKey('images/0123456789abcdef0123456789abcdef.webp')).toBe(true);
    expect(isValidImageKey('images/cards/0123456789abcdef0123456789abcdef.webp')).toBe(true);
  });

  it('rejects traversal, absolute paths, backslashes and empty segments', () => {
    for (const key of ['../x', 'images/../x', './x', '/images/x.webp', 'images\\x.webp', 'images//x', '', 'a..b']) {
      expect(isValidImageKey(key), key).toBe(false);
    }
  });
});

describe('chooseImageStore', () => {
  it('uses Cloud Storage through the Storage emulator whenever its host is set, even with a local folder named', () => {
    expect(chooseImageStore({ FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199', FUNCTIONS_EMULATOR: 'true' })).toEqual({
      kind: 'cloud-storage',
      emulatorHost: '127.0.0.1:9199',
    });
    expect(
      chooseImageStore({ FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199', CLINIC_LOCAL_IMAGE_DIR: '/srv/images' })
        .kind,
    ).toBe('cloud-storage');
  });

  it('falls back to CLINIC_LOCAL_IMAGE_DIR, then a temp folder, on an emulator without Storage', () => {
    expect(chooseImageStore({ CLINIC_LOCAL_IMAGE_DIR: '/srv/images' })).toEqual({
      kind: 'local-folder',
      dir: '/srv/images',
    });
    expect(chooseImageStore({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
      kind: 'local-folder',
      dir: path.join(os.tmpdir(), 'clinic-images'),
    });
  });

  it('uses the real bucket when deployed (no emulator variables)', () => {
    expect(chooseImageStore({})).toEqual({ kind: 'cloud-storage' });
  });
});
