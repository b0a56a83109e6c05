import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { publicRoutes } from '../../tools/build/public-routes';
import { outputFile } from '../../tools/build/prerender';

const DIST = new URL('../../dist', import.meta.url).pathname;
if (!existsSync(join(DIST, 'index.html'))) throw new Error('No build in dist/: run `npm run build:web` first.');

// The shell the `pages` function serves for sign-in and the admin portal (rendered in the browser).
const SHELL_FILE = new URL('../../functions/ssr/app-shell.html', import.meta.url).pathname;
const shell = readFileSync(SHELL_FILE, 'utf8');

describe('prerendered pages and the app shell', () => {
  test('prerendered pages start their scripts after the first paint, through hydrate.js', () => {
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(shell)?.[1];
    expect(entry).toMatch(/^\/assets\/index-[^"]+\.js$/);
    for (const route of publicRoutes()) {
      const html = readFileSync(outputFile(route), 'utf8');
      expect(html.match(/<script type="module"|<link rel="modulepreload"/g), route).toBeNull();
      expect(html, route).toContain(`<script src="/hydrate.js" defer data-entry="${entry}"`);
    }
    expect(existsSync(join(DIST, 'hydrate.js'))).toBe(true);
  });

  test('the app shell, which shows nothing without its scripts, loads them directly', () => {
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(shell).not.toContain('hydrate.js');
  });

  test('every page links the web app manifest and the iOS home-screen tags', () => {
    for (const file of [outputFile('/'), SHELL_FILE]) {
      const html = readFileSync(file, 'utf8');
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html).toContain('rel="apple-touch-icon"');
      expect(html).toMatch(/name="apple-mobile-web-app-status-bar-style"/);
    }
  });
});

describe('the server build (functions/ssr)', () => {
  test('renders with React’s production build whatever NODE_ENV the function runs with', () => {
    const dir = new URL('../../functions/ssr/', import.meta.url).pathname;
    const files = [
      join(dir, 'entry-server.mjs'),
      ...readdirSync(join(dir, 'chunks')).map((f) => join(dir, 'chunks', f)),
    ];
    for (const file of files.filter((f) => f.endsWith('.mjs'))) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toContain('process.env.NODE_ENV');
      expect(code, file).not.toMatch(/react-dom-server[\w.-]*\.development/);
    }
  });
});
