// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../paths';
import { REFERRAL_PACK_CACHE, REFERRAL_PACK_PAGES, REFERRAL_PACK_SAVED_KEY } from './constants';
import {
  getReferralPackStatus,
  isReferralPackCached,
  pageAssets,
  referralPackStatus,
  saveReferralPack,
} from './save-referral-pack';
import { installBrowserFakes, pageHtml, removeBrowserFakes, siteFiles } from '../../../tests/support/web/browser-fakes';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 15, 14, 30);

let fakes: ReturnType<typeof installBrowserFakes>;

beforeEach(() => {
  localStorage.clear();
  fakes = installBrowserFakes();
});

afterEach(removeBrowserFakes);

const packCache = () => fakes.cacheStorage.caches.get(REFERRAL_PACK_CACHE);
const cachedPaths = () => [...(packCache()?.store.keys() ?? [])].map((url) => new URL(url).pathname).sort();

describe('referralPackStatus', () => {
  it('reports nothing saved when there is no saved time', () => {
    expect(referralPackStatus(null, NOW)).toEqual({ savedAt: null, ageDays: null, stale: false });
  });

  it('is fresh up to 30 days and stale after', () => {
    expect(referralPackStatus(NOW - 2 * DAY, NOW)).toEqual({ savedAt: NOW - 2 * DAY, ageDays: 2, stale: false });
    expect(referralPackStatus(NOW - 30 * DAY, NOW)).toMatchObject({ ageDays: 30, stale: false });
    expect(referralPackStatus(NOW - 30 * DAY - 1000, NOW)).toMatchObject({ ageDays: 30, stale: true });
    expect(referralPackStatus(NOW - 31 * DAY, NOW)).toMatchObject({ ageDays: 31, stale: true });
  });

  it('never shows a negative age when the clock was set back', () => {
    expect(referralPackStatus(NOW + DAY, NOW)).toMatchObject({ ageDays: 0, stale: false });
  });

  it('reads the saved time from localStorage and ignores anything that is not a time', () => {
    localStorage.setItem(REFERRAL_PACK_SAVED_KEY, String(NOW - 31 * DAY));
    expect(getReferralPackStatus(NOW)).toEqual({ savedAt: NOW - 31 * DAY, ageDays: 31, stale: true });
    localStorage.setItem(REFERRAL_PACK_SAVED_KEY, 'yesterday');
    expect(getReferralPackStatus(NOW).savedAt).toBeNull();
  });
});

describe('pageAssets', () => {
  it('lists the same-origin scripts and stylesheets a page loads, not links or other origins', () => {
    const html = `${pageHtml('B')}<script src="https://cdn.example.com/x.js"></script>`;
    expect(pageAssets(html, location.origin).sort()).toEqual([
      '/assets/index-B.js',
      '/assets/jsx-runtime-B.js',
      '/assets/style-B.css',
      '/hydrate.js',
      '/text-size.js',
    ]);
  });
});

describe('saveReferralPack', () => {
  it('saves every page of the pack, fresh from the network, with the assets the pages load', async () => {
    await expect(saveReferralPack({ now: () => NOW })).resolves.toEqual({ savedAt: NOW });
    for (const page of REFERRAL_PACK_PAGES) {
      expect(fakes.fetchCalls).toContainEqual({ path: page, cache: 'reload' });
    }
    expect(cachedPaths()).toEqual(
      [
        ...REFERRAL_PACK_PAGES,
        '/assets/index-AAA.js',
        '/assets/jsx-runtime-AAA.js',
        '/assets/style-AAA.css',
        '/hydrate.js',
        '/text-size.js',
      ].sort(),
    );
    expect(await (await packCache()?.match(paths.clinicContactCard))?.text()).toContain('BEGIN:VCARD');
    expect(localStorage.getItem(REFERRAL_PACK_SAVED_KEY)).toBe(String(NOW));
    expect(fakes.persist).toHaveBeenCalledOnce();
    // ...and asks the service worker to look for a newer version of the site.
    expect(fakes.updateCheck).toHaveBeenCalledOnce();
    await expect(isReferralPackCached()).resolves.toBe(true);
  });

  it('replaces the assets of an earlier build when saved again', async () => {
    await saveReferralPack({ now: () => NOW - 40 * DAY });
    fakes.served = siteFiles('BBB');
    await saveReferralPack({ now: () => NOW });
    expect(cachedPaths().filter((path) => path.startsWith('/assets/'))).toEqual([
      '/assets/index-BBB.js',
      '/assets/jsx-runtime-BBB.js',
      '/assets/style-BBB.css',
    ]);
    expect(getReferralPackStatus(NOW)).toMatchObject({ savedAt: NOW, stale: false });
  });

  it('leaves the previous copy and its saved time untouched when a download fails', async () => {
    await saveReferralPack({ now: () => NOW - 40 * DAY });
    const before = cachedPaths();
    fakes.served = siteFiles('BBB');
    fakes.served.set(paths.ghapReferralForm, { status: 503, body: 'Unavailable', type: 'text/plain' });
    await expect(saveReferralPack({ now: () => NOW })).rejects.toThrow(/could not be downloaded \(error 503\)/);
    expect(localStorage.getItem(REFERRAL_PACK_SAVED_KEY)).toBe(String(NOW - 40 * DAY));
    expect(cachedPaths()).toEqual(before);
    expect(getReferralPackStatus(NOW).stale).toBe(true);
  });

  it('explains a lost connection', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(saveReferralPack()).rejects.toThrow(/Check your internet connection/);
    expect(localStorage.getItem(REFERRAL_PACK_SAVED_KEY)).toBeNull();
    expect(packCache()).toBeUndefined();
  });

  it('refuses to save the app shell in place of a missing contact card', async () => {
    fakes.served.set(paths.clinicContactCard, { body: pageHtml('AAA'), type: 'text/html; charset=utf-8' });
    await expect(saveReferralPack()).rejects.toThrow(/contact card is missing/);
    expect(localStorage.getItem(REFERRAL_PACK_SAVED_KEY)).toBeNull();
  });

  it('stores a copy of a redirected response, which browsers would refuse for a navigation', async () => {
    const realFetch = fetch;
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      const response = await realFetch(path, init);
      Object.defineProperty(response, 'redirected', { value: true });
      return response;
    });
    await saveReferralPack();
    const stored = await packCache()?.match(paths.geriatricAssessment);
    expect(stored?.redirected).toBe(false);
    expect(await stored?.text()).toContain('/assets/index-AAA.js');
  });

  it('says so plainly when the browser has no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(saveReferralPack()).rejects.toThrow('This browser cannot save pages for offline use.');
    await expect(isReferralPackCached()).resolves.toBeNull();
  });

  it('says so plainly when the browser has no service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(saveReferralPack()).rejects.toThrow(/no service worker support/);
  });

  it('gives up with a clear message when the service worker never becomes ready', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: new Promise(() => {}) } });
    await expect(saveReferralPack({ timeoutMs: 20 })).rejects.toThrow(/offline helper for this site has not started/);
    expect(fakes.fetchCalls).toEqual([]);
  });

  it('still saves when persistent storage is refused', async () => {
    fakes.persist.mockRejectedValueOnce(new Error('denied'));
    await expect(saveReferralPack({ now: () => NOW })).resolves.toEqual({ savedAt: NOW });
  });

  it('finds no saved pack when the browser cleared the cache', async () => {
    await expect(isReferralPackCached()).resolves.toBe(false);
  });
});
