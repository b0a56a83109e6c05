import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { publicRoutes } from '../../scripts/lib/public-routes';
import { outputFile } from '../../scripts/prerender';

const DIST = new URL('../../dist', import.meta.url).pathname;
if (!existsSync(join(DIST, 'index.html'))) throw new Error('No build in dist/: run `npm run build:web` first.');

describe('prerendered pages and the app shell', () => {
  test('prerendered pages fetch their hydration scripts at low priority, after the stylesheet', () => {
    for (const route of publicRoutes()) {
      const html = readFileSync(outputFile(route), 'utf8');
      const scripts = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(scripts.length, route).toBeGreaterThan(0);
      expect(
        scripts.filter((tag) => !tag.includes('fetchpriority="low"')),
        route,
      ).toEqual([]);
    }
  });

  test('the app shell, which shows nothing without its scripts, keeps them at normal priority', () => {
    const shell = readFileSync(join(DIST, 'app-shell.html'), 'utf8');
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(shell).not.toContain('fetchpriority="low"');
  });

  test('every page links the web app manifest and the iOS home-screen tags', () => {
    for (const file of [outputFile('/'), join(DIST, 'app-shell.html')]) {
      const html = readFileSync(file, 'utf8');
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html).toContain('rel="apple-touch-icon"');
      expect(html).toMatch(/name="apple-mobile-web-app-status-bar-style"/);
    }
  });
});
