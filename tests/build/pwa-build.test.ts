import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  PRECACHE_BUDGET_BYTES,
  adminOnlyFiles,
  gzipSize,
  readPrecacheManifest,
  readViteManifest,
} from '../../tools/build/precache';
import { publicRoutes } from '../../tools/build/public-routes';
import { outputFile } from '../../tools/build/prerender';
import { OFFLINE_PAGE_URL } from '@shared/pwa/offline-caches';
import { SSR_FILES } from '@shared/ssr-files';

const SSR_DIR = new URL('../../functions/ssr', import.meta.url).pathname;

const DIST = new URL('../../dist', import.meta.url).pathname;
if (!existsSync(join(DIST, 'index.html'))) throw new Error('No build in dist/: run `npm run build:web` first.');

const precache = readPrecacheManifest(DIST);
const precached = new Set(precache.map((entry) => entry.url));
const relative = (file: string) => file.slice(DIST.length + 1);

describe('service worker and precache', () => {
  test('the service worker is built with its precache list', () => {
    expect(existsSync(join(DIST, 'sw.js'))).toBe(true);
    expect(precache.length).toBeGreaterThan(60);
  });

  test('every prerendered public route and the offline page are precached', () => {
    const missing = publicRoutes()
      .map((route) => relative(outputFile(route)))
      .filter((file) => !precached.has(file));
    expect(missing).toEqual([]);
    expect(precached.has(OFFLINE_PAGE_URL.slice(1))).toBe(true);
    expect(precached.has('hydrate.js')).toBe(true);
    // Server-rendered pages opened earlier are kept whole in the pages cache; sign-in and the admin portal
    // (the app shell) are never available offline.
    expect([...precached].filter((url) => /app-shell/.test(url))).toEqual([]);
  });

  test('the web app manifest, the app entry and the stylesheet are precached', () => {
    expect(precached.has('manifest.webmanifest')).toBe(true);
    // The app shell names the entry, its preloads and the stylesheet as plain tags.
    const html = readFileSync(join(SSR_DIR, SSR_FILES.appShell), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    expect(assets.filter((asset) => !precached.has(asset as string))).toEqual([]);
  });

  test('no admin chunk and nothing of the Firebase SDK is precached', () => {
    const adminOnly = adminOnlyFiles(readViteManifest(DIST));
    expect(adminOnly.size).toBeGreaterThan(3);
    expect([...adminOnly].filter((file) => precached.has(file))).toEqual([]);
    // Marker strings of the Firebase JS SDK (Auth's endpoint and the SDK's error class).
    const withFirebase = precache
      .filter((entry) => entry.url.endsWith('.js'))
      .filter((entry) =>
        /identitytoolkit\.googleapis\.com|FirebaseError/.test(readFileSync(join(DIST, entry.url), 'utf8')),
      );
    expect(withFirebase.map((entry) => entry.url)).toEqual([]);
    // ...and the markers do exist in the build, so the check above can fail.
    const authChunk = [...adminOnly].find((file) =>
      /identitytoolkit\.googleapis\.com/.test(readFileSync(join(DIST, file), 'utf8')),
    );
    expect(authChunk).toBeDefined();
  });

  test('the precache stays within its budget', () => {
    const gzip = precache.reduce((sum, entry) => sum + gzipSize(join(DIST, entry.url)), 0);
    const raw = precache.reduce((sum, entry) => sum + readFileSync(join(DIST, entry.url)).length, 0);
    console.log(
      `precache: ${precache.length} files, ${(gzip / 1024).toFixed(0)} kB gzip (budget ${PRECACHE_BUDGET_BYTES / 1024} kB), ${(raw / 1024).toFixed(0)} kB uncompressed`,
    );
    expect(gzip).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
  });

  test('source maps, the sitemap, robots.txt, the screenshots and the install icons are not precached', () => {
    expect(existsSync(join(DIST, 'icons/icon-512.png'))).toBe(true);
    expect(
      [...precached].filter((url) => /\.map$|^sitemap\.xml$|^robots\.txt$|^screenshots\/|^icons\//.test(url)),
    ).toEqual([]);
  });
});

describe('offline page', () => {
  const html = readFileSync(join(DIST, OFFLINE_PAGE_URL), 'utf8');

  test('is static: no app script, but the offline script and the site stylesheet', () => {
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).toContain('<script src="/offline.js" defer></script>');
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
  });

  test('lists the GHAP page and every article, which are precached', () => {
    const links = [...html.matchAll(/<a href="(\/[^"]*)">/g)].map((m) => m[1] as string);
    expect(links).toContain('/geriatric-health-assessment-program');
    expect(links.filter((link) => link.startsWith('/article/')).length).toBe(7);
    const notPrecached = links.filter((link) => link !== '/' && !precached.has(`${link.slice(1)}.html`));
    expect(notPrecached).toEqual([]);
  });
});
