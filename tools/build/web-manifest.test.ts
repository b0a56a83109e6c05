/// <reference types="node" />
import { existsSync, readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppIcons, type AppIconFile } from './app-icons.ts';
import { paths } from '../../src/paths.ts';
import { SHARE_FILES_FIELD, SHARE_TARGET_PATH } from '../../src/shared/pwa/share-target.ts';
import { MAX_SHORT_NAME_LENGTH, WEB_MANIFEST, shortNameOf } from './web-manifest.ts';

const ROOT = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const TOKENS = read('src/styles/tokens.css');
const INDEX_HTML = read('index.html');
const ORIGIN = 'https://clinic.test';
/** Chromium's limits for manifest screenshots (rich install UI). */
const SCREENSHOT_MIN = 320;
const SCREENSHOT_MAX = 3840;
const SCREENSHOT_MAX_RATIO = 2.3;
const SCREENSHOT_MAX_BYTES = 250 * 1024;

type ImageRef = { src: string; sizes?: string; type?: string };

const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})`, 'i').exec(TOKENS)?.[1]?.toLowerCase();
const metaContent = (name: string) =>
  new RegExp(`<meta\\s+name="${name}"\\s+content="([^"]*)"`).exec(INDEX_HTML)?.[1] ?? null;

let rendered: AppIconFile[] = [];

/** The bytes served at `src`: a build-rendered icon, else a file under public/. */
function fileFor(src: string): Buffer | null {
  const icon = rendered.find((file) => `/${file.fileName}` === src);
  if (icon) return icon.source;
  const path = new URL(`public${src}`, ROOT);
  return existsSync(path) ? readFileSync(path) : null;
}

const allImages = (): ImageRef[] => [
  ...WEB_MANIFEST.icons,
  ...WEB_MANIFEST.screenshots,
  ...WEB_MANIFEST.shortcuts.flatMap((shortcut) => shortcut.icons),
];

beforeAll(async () => {
  rendered = await renderAppIcons();
});

describe('the web app manifest', () => {
  it('has the members installability and a good install dialog need', () => {
    expect(WEB_MANIFEST).toMatchObject({
      id: '/',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      lang: 'en-CA',
      dir: 'ltr',
      categories: ['health', 'medical'],
    });
    expect(WEB_MANIFEST.name.length).toBeGreaterThan(0);
    expect(WEB_MANIFEST.description.length).toBeGreaterThan(20);
    expect(WEB_MANIFEST.short_name.length).toBeGreaterThan(0);
    expect(WEB_MANIFEST.short_name.length).toBeLessThanOrEqual(MAX_SHORT_NAME_LENGTH);
  });

  it('uses the design tokens for its colours, and index.html agrees', () => {
    expect(WEB_MANIFEST.theme_color).toBe(token('color-ink'));
    expect(WEB_MANIFEST.background_color).toBe(token('color-ivory'));
    expect(metaContent('theme-color')).toBe(WEB_MANIFEST.theme_color);
  });

  it('gives iOS the same home-screen name and an icon the build renders', () => {
    expect(metaContent('apple-mobile-web-app-title')).toBe(WEB_MANIFEST.short_name);
    const appleIcon = /<link\s+rel="apple-touch-icon"\s+href="([^"]+)"/.exec(INDEX_HTML)?.[1] ?? '';
    expect(fileFor(appleIcon)).not.toBeNull();
  });

  it('names only files that the build renders or public/ holds', () => {
    const missing = allImages()
      .map((image) => image.src)
      .filter((src) => fileFor(src) === null);
    expect(missing).toEqual([]);
  });

  it('declares the real size and type of every image', async () => {
    for (const image of allImages()) {
      const source = fileFor(image.src);
      if (!source) continue; // reported by the test above
      const { width, height, format } = await sharp(source).metadata();
      expect(`${width}x${height}`, image.src).toBe(image.sizes);
      expect(`image/${format}`, image.src).toBe(image.type);
    }
  });

  it('has "any" and maskable icons at 192 and 512 pixels', () => {
    for (const purpose of ['any', 'maskable'])
      for (const size of ['192x192', '512x512'])
        expect(WEB_MANIFEST.icons.some((icon) => icon.purpose === purpose && icon.sizes === size)).toBe(true);
  });

  it('keeps the maskable icons opaque, the mark inside the safe zone on the theme colour', async () => {
    for (const icon of WEB_MANIFEST.icons.filter((i) => i.purpose === 'maskable')) {
      const source = fileFor(icon.src) as Buffer;
      const { data, info } = await sharp(source).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const size = info.width;
      let transparent = 0;
      let markOutsideSafeZone = 0;
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) {
          const offset = (y * size + x) * 4;
          if (data[offset + 3] !== 255) transparent++;
          // Outside the central circle of 80% (the safe zone) every pixel is the theme colour #14363f.
          const inSafeZone = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) <= size * 0.4;
          if (!inSafeZone && (data[offset] !== 0x14 || data[offset + 1] !== 0x36 || data[offset + 2] !== 0x3f))
            markOutsideSafeZone++;
        }
      expect({ transparent, markOutsideSafeZone }, icon.src).toEqual({ transparent: 0, markOutsideSafeZone: 0 });
    }
  });

  it('has narrow and wide screenshots within the browsers’ limits, each small', async () => {
    const factors = WEB_MANIFEST.screenshots.map((shot) => shot.form_factor);
    expect(factors).toContain('narrow');
    expect(factors).toContain('wide');
    for (const shot of WEB_MANIFEST.screenshots) {
      expect(shot.label.length).toBeGreaterThan(0);
      const [width = 0, height = 0] = shot.sizes.split('x').map(Number);
      for (const side of [width, height]) {
        expect(side).toBeGreaterThanOrEqual(SCREENSHOT_MIN);
        expect(side).toBeLessThanOrEqual(SCREENSHOT_MAX);
      }
      expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(SCREENSHOT_MAX_RATIO);
      expect(shot.form_factor === 'wide' ? width > height : height > width, shot.src).toBe(true);
      const path = new URL(`public${shot.src}`, ROOT);
      if (existsSync(path)) expect(statSync(path).size, shot.src).toBeLessThan(SCREENSHOT_MAX_BYTES);
    }
  });

  it('opens shortcuts and the start URL on the same origin, within scope', () => {
    const scope = new URL(WEB_MANIFEST.scope, ORIGIN);
    const urls = [WEB_MANIFEST.start_url, ...WEB_MANIFEST.shortcuts.map((shortcut) => shortcut.url)];
    for (const url of urls) {
      const resolved = new URL(url, ORIGIN);
      expect(resolved.origin, url).toBe(ORIGIN);
      expect(resolved.pathname.startsWith(scope.pathname), url).toBe(true);
    }
    expect(WEB_MANIFEST.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/contact?book=consultation',
      '/geriatric-health-assessment-program#referral-criteria',
      '/contact#call',
    ]);
    for (const shortcut of WEB_MANIFEST.shortcuts) {
      expect(shortcut.short_name.length).toBeLessThanOrEqual(MAX_SHORT_NAME_LENGTH + 1);
      expect(shortcut.description.length).toBeGreaterThan(0);
      expect(shortcut.icons.map((icon) => icon.sizes)).toContain('96x96');
    }
  });
});

describe('the share target', () => {
  it('takes images shared from the phone as a multipart POST to the admin address the service worker answers', () => {
    expect(WEB_MANIFEST.share_target).toEqual({
      action: '/admin/media/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: SHARE_FILES_FIELD, accept: ['image/*'] }] },
    });
    // One spelling: the route table's path, the manifest's action and the service worker's route.
    expect(paths.adminMediaShare).toBe(SHARE_TARGET_PATH);
    const action = new URL(WEB_MANIFEST.share_target.action, ORIGIN);
    expect(action.pathname.startsWith(new URL(WEB_MANIFEST.scope, ORIGIN).pathname)).toBe(true);
  });
});

describe('shortNameOf', () => {
  it('keeps a short name and cuts a long one at a word', () => {
    expect(shortNameOf('Avenue')).toBe('Avenue');
    expect(shortNameOf('Avenue Preventive Health')).toBe('Avenue');
    expect(shortNameOf('North York Preventive')).toBe('North York');
    expect(shortNameOf('Supercalifragilistic')).toBe('Supercalifra');
  });
});
