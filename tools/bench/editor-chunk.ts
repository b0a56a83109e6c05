// `npm run bench:editor [-- distDir]`: where the admin's rich-text editor
// (decision 0015) lands in a build. Prints the editor chunk's size (raw and gzip), whether any public page's
// first load or the service worker's precache contains it, and the first-load JS (gzip) of key public routes,
// measured in Chromium against dist/ served as Hosting would serve its files (prerendered pages; the key routes measured are all prerendered).
// Run it on two builds to compare them: the figures are plain sums of the files the page fetched.
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { gzipSize, readPrecacheManifest } from '../build/precache';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/lib/chromium';

const DIST = resolve(process.argv[2] ?? 'dist');
const ROUTES = ['/', '/article-main', '/article/sleep-recovery-and-performance-in-high-performers', '/contact'];
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function fileFor(pathname: string): string {
  const direct = join(DIST, pathname);
  if (pathname !== '/' && existsSync(direct) && extname(direct)) return direct;
  const page = pathname === '/' ? join(DIST, 'index.html') : `${direct.replace(/\/$/, '')}.html`;
  return existsSync(page) ? page : join(DIST, 'app-shell.html');
}

const server = createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://x').pathname;
  if (pathname.startsWith('/api/')) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"status":"error","message":"none"}');
    return;
  }
  const file = fileFor(decodeURIComponent(pathname));
  // Server-rendered addresses have no file in dist/ (decision 0011): a plain 404 stands in for them.
  if (!existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const assets = readdirSync(join(DIST, 'assets'));
const editorChunks = assets.filter((name) => /^RichTextEditor-.*\.js$/.test(name));
if (editorChunks.length > 1) throw new Error(`More than one RichTextEditor chunk in ${DIST}/assets.`);
if (editorChunks[0]) {
  const editorFile = join(DIST, 'assets', editorChunks[0]);
  const precached = readPrecacheManifest(DIST).some((entry) => entry.url.includes('RichTextEditor'));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `editor chunk: ${editorChunks[0]}  ${kb(readFileSync(editorFile).length)} kB raw, ${kb(gzipSize(editorFile))} kB gzip`,
  );
  console.log(`editor chunk precached by the service worker: ${precached ? 'YES (wrong)' : 'no'}`);
} else {
  console.log('editor chunk: none in this build (a build from before the editor)');
}

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  for (const route of ROUTES) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    // Hydration starts after the first paint (decision 0008); wait for what it loads too.
    await page.waitForLoadState('networkidle');
    const bytes = [...scripts].reduce((sum, path) => sum + gzipSize(join(DIST, path)), 0);
    const editor = [...scripts].some((path) => path.includes('RichTextEditor') || path.includes('tiptap'));
    console.log(
      `${route}: first-load JS ${(bytes / 1024).toFixed(1)} kB gzip in ${scripts.size} files; editor loaded: ${editor ? 'YES (wrong)' : 'no'}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
