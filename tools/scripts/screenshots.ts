// `npm run screenshots`: photographs the built home page (dist/, from `npm run build:web`) at a phone and a
// desktop size for the web app manifest's `screenshots` (the richer install dialog on Chromium), and writes
// compact PNGs to public/screenshots/. Run it again after a visible change to the home page; it builds nothing.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.ts';
import { serveStaticHttp2 } from './lib/static-server.ts';
import { WEB_MANIFEST } from '../build/web-manifest.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const PUBLIC = join(ROOT, 'public');
/** Install dialogs download the screenshots before showing anything: keep each one light. */
const MAX_BYTES = 250 * 1024;
/** Palette qualities to try, best first, until the file fits MAX_BYTES. */
const QUALITIES = [90, 80, 70, 60];

type Shot = {
  src: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  mobile: boolean;
};

const SHOTS: Shot[] = [
  { src: '/screenshots/home-narrow.png', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, mobile: true },
  { src: '/screenshots/home-wide.png', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, mobile: false },
];

async function capture(browser: Browser, origin: string, shot: Shot): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: shot.deviceScaleFactor,
    isMobile: shot.mobile,
    hasTouch: shot.mobile,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    // The service worker would only add noise to a one-off capture.
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    return await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

/** The smallest-looking-the-same PNG: a palette at the highest quality that fits, else full colour. */
async function compress(png: Buffer): Promise<Buffer> {
  const opaque = sharp(png).removeAlpha();
  for (const quality of QUALITIES) {
    const candidate = await opaque.clone().png({ palette: true, quality, effort: 10, compressionLevel: 9 }).toBuffer();
    if (candidate.length <= MAX_BYTES) return candidate;
  }
  throw new Error(`A screenshot stays above ${MAX_BYTES / 1024} kB even at palette quality ${QUALITIES.at(-1)}.`);
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ has no build: run `npm run build:web` first.');
  ensureChromium();
  const { origin, server } = await serveStaticHttp2(DIST);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
    headless: true,
  });
  try {
    mkdirSync(join(PUBLIC, 'screenshots'), { recursive: true });
    for (const shot of SHOTS) {
      const declared = WEB_MANIFEST.screenshots.find((entry) => entry.src === shot.src);
      if (!declared) throw new Error(`${shot.src} is not in the web app manifest (tools/build/web-manifest.ts).`);
      const file = await compress(await capture(browser, origin, shot));
      const { width, height } = await sharp(file).metadata();
      if (`${width}x${height}` !== declared.sizes)
        throw new Error(`${shot.src} is ${width}x${height}, but the manifest says ${declared.sizes}.`);
      writeFileSync(join(PUBLIC, shot.src), file);
      console.log(`${shot.src}: ${width}x${height}, ${(file.length / 1024).toFixed(1)} kB`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: Error) => {
  console.error(`screenshots failed: ${error.message}`);
  process.exit(1);
});
