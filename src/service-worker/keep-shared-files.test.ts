import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARE_MAX_FILES, SHARED_FILE_NAME_HEADER } from '@shared/pwa/share-target';
import { FakeCache } from '../../tests/support/web/browser-fakes';
import { keepSharedFiles } from './keep-shared-files';

beforeEach(() => {
  vi.stubGlobal('location', new URL('https://clinic.test/sw.js'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const photo = (name: string, type = 'image/jpeg') => new File([`bytes of ${name}`], name, { type });

describe('keeping the photos of a share', () => {
  it('keeps each shared file under its own key, with its name and type, and counts them', async () => {
    const form = new FormData();
    form.append('images', photo('IMG_0042.jpg'));
    form.append('images', photo('Café terrace.png', 'image/png'));
    form.append('title', 'a text field is not a file');
    const cache = new FakeCache();
    expect(await keepSharedFiles(form, cache, 'k1')).toBe(2);

    expect([...cache.store.keys()]).toEqual([
      'https://clinic.test/admin/media/share/k1-0',
      'https://clinic.test/admin/media/share/k1-1',
    ]);
    const second = cache.store.get('https://clinic.test/admin/media/share/k1-1')!;
    expect(decodeURIComponent(second.headers.get(SHARED_FILE_NAME_HEADER)!)).toBe('Café terrace.png');
    expect(second.headers.get('Content-Type')).toBe('image/png');
    expect(await second.text()).toBe('bytes of Café terrace.png');
  });

  it('skips empty files and keeps at most the limit from one share', async () => {
    const form = new FormData();
    form.append('images', new File([], 'empty.jpg', { type: 'image/jpeg' }));
    for (let i = 0; i < SHARE_MAX_FILES + 5; i++) form.append('images', photo(`IMG_${i}.jpg`));
    const cache = new FakeCache();
    expect(await keepSharedFiles(form, cache)).toBe(SHARE_MAX_FILES);
    expect(cache.store.size).toBe(SHARE_MAX_FILES);
  });
});
