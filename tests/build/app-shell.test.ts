import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APP_SHELL_FILE, APP_SHELL_URL, NOINDEX_META } from '../../tools/build/app-shell';
import { readPrecacheManifest } from '../../tools/build/precache';
import { isAppShellPath, SHARED_PATHS } from '@shared/site-paths';
import { handlePageRequest } from '../../functions/src/pages/page-handler';

const ROOT = new URL('../../', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
if (!existsSync(join(DIST, 'index.html'))) throw new Error('No build in dist/: run `npm run build:web` first.');

type Rewrite = { source: string; destination?: string; function?: { functionId: string } };
type HeaderRule = { source: string; headers: { key: string; value: string }[] };
const hosting = (
  JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { rewrites: Rewrite[]; headers: HeaderRule[] };
  }
).hosting;

// The Hosting emulator's own glob matcher (superstatic, inside firebase-tools), so the test reads firebase.json as
// Hosting does, extglobs included.
const { configMatcher } = createRequire(import.meta.url)('superstatic/lib/utils/patterns.js') as {
  configMatcher: (path: string, config: { source: string }) => boolean;
};

/** Every address the web app names that is an app-shell path, and deeper admin screens with their ids. */
const SHELL_PATHS: string[] = [
  ...Object.values(SHARED_PATHS).flatMap((path) => (typeof path === 'string' && isAppShellPath(path) ? [path] : [])),
  '/admin/blogs',
  '/admin/blogs/new',
  '/admin/blogs/abc123/edit',
  '/admin/location-pages/x/revisions',
];
/** Near misses that must still reach the `pages` function (its 404 or a page of the route table). */
const NOT_SHELL_PATHS = ['/administrator', '/login/extra', '/account', '/account/other', '/adminx/y', '/'];

const firstRewrite = (path: string) => hosting.rewrites.find((rewrite) => configMatcher(path, rewrite));

/** The Cache-Control Hosting sends for a path: the last matching rule that sets one wins, as superstatic applies them. */
function cacheControlOf(path: string): string | undefined {
  let value: string | undefined;
  for (const rule of hosting.headers.filter((candidate) => configMatcher(path, candidate))) {
    value = rule.headers.find((header) => header.key === 'Cache-Control')?.value ?? value;
  }
  return value;
}

describe('sign-in and the admin portal are a static file of Hosting (decision 0018)', () => {
  test('every app-shell path takes a static rewrite to the shell, before any function rewrite', () => {
    expect(SHELL_PATHS).toEqual(expect.arrayContaining(['/login', '/admin', '/account/action']));
    for (const path of SHELL_PATHS) {
      expect(isAppShellPath(path), path).toBe(true);
      expect(firstRewrite(path), path).toEqual({ source: expect.any(String), destination: APP_SHELL_URL });
    }
  });

  test('no other path is taken from the pages function', () => {
    for (const path of NOT_SHELL_PATHS) {
      expect(isAppShellPath(path), path).toBe(false);
      expect(firstRewrite(path)?.destination, path).toBeUndefined();
    }
  });

  test('the shell is built, kept out of search results, and loads its scripts directly', () => {
    const file = join(DIST, APP_SHELL_FILE);
    expect(existsSync(file)).toBe(true);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain(NOINDEX_META);
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
  });

  test('the shell is never cached by a shared cache, and never precached', () => {
    for (const path of SHELL_PATHS) expect(cacheControlOf(path), path).toBe('private, no-cache');
    const precached = readPrecacheManifest(DIST).map((entry) => entry.url);
    expect(precached).not.toContain(APP_SHELL_FILE);
  });
});

describe('the static shell is what the pages function answers for the same paths', () => {
  let origin = '';
  const server = createServer((req, res) => void handlePageRequest(req, res));
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test.each(['/login', '/admin/blogs'])('%s: the same bytes and the same cache policy', async (path) => {
    const res = await fetch(`${origin}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(cacheControlOf(path));
    expect(await res.text()).toBe(readFileSync(join(DIST, APP_SHELL_FILE), 'utf8'));
  });
});
