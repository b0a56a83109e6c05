// `node --import tsx tools/bench/video-cost.ts`: what an autoplaying video would cost the home hero (the spec's background
// video) and the pelvic-floor and ED pages (the spec's embedded autoplay video), against the pages as built. Serves
// a copy of dist/ as it is and a copy with a <video autoplay muted loop> of a stock clip's size added, and loads each
// page at 390x844 on Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbit/s down, CPU 4x), without the service
// worker: prints the median largest paint and the bytes received in the first 10 s. Decision 0014 holds the figures.
// The placeholder clip (15 s, 1280x720, VP8 at 2.2 Mbit/s: about 4.5 MB, like a stock host's 720p file) is made
// with ffmpeg; the real video is not in the repo.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/lib/chromium';

const ROOT = new URL('../..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const WORK = join(ROOT, '.local/bench-video');
const CLIP = join(WORK, 'placeholder.webm');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = ['/', '/mens', '/ed-treatment'];

if (!existsSync(join(DIST, 'index.html'))) throw new Error('No build in dist/: run `npm run build:web` first.');

function makeClip(): void {
  if (existsSync(CLIP)) return;
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('ffmpeg makes the placeholder clip and is missing. Install it with:\n  apt-get install -y ffmpeg');
  }
  mkdirSync(WORK, { recursive: true });
  // A test pattern with moving noise: detail the encoder spends its bitrate on, as it would on filmed footage.
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=25',
    '-t',
    '15',
    '-vf',
    'noise=alls=25:allf=t',
    '-c:v',
    'libvpx',
    '-b:v',
    '2200k',
    '-minrate',
    '2200k',
    '-maxrate',
    '2200k',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-an',
    CLIP,
  ]);
}

const videoTag = (style: string) =>
  `<video autoplay muted loop playsinline preload="auto" src="/placeholder.webm" style="${style}"></video>`;

/** dist/ as built, and a copy whose pages carry the video (outside React's root, so hydration is untouched). */
function prepareCopies(): { plain: string; withVideo: string } {
  const plain = join(WORK, 'plain');
  const withVideo = join(WORK, 'with-video');
  for (const dir of [plain, withVideo]) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(DIST, dir, { recursive: true });
  }
  cpSync(CLIP, join(withVideo, 'placeholder.webm'));
  const inject = (file: string, style: string) =>
    writeFileSync(file, readFileSync(file, 'utf8').replace('<body>', `<body>${videoTag(style)}`));
  // Home: behind the hero, as a background.
  inject(
    join(withVideo, 'index.html'),
    'position:absolute;top:0;left:0;width:100%;height:900px;object-fit:cover;z-index:-1;opacity:.4',
  );
  // Service pages: a 16:9 player at the top of the content, as an embedded video.
  for (const page of ['mens', 'women', 'ed-treatment']) {
    inject(join(withVideo, `${page}.html`), 'display:block;width:100%;aspect-ratio:16/9');
  }
  return { plain, withVideo };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.webm': 'video/webm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

function serve(root: string): Promise<{ server: Server; origin: string }> {
  return new Promise((resolve) => {
    const server = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      let file = join(root, path === '/' ? 'index.html' : path);
      if (!existsSync(file) || statSync(file).isDirectory()) {
        file = existsSync(`${file}.html`) ? `${file}.html` : join(root, 'index.html');
      }
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(readFileSync(file));
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    });
  });
}

type Sample = { lcp: number; element: string; kB: number; videoKB: number };

async function measure(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const kinds = new Map<string, string>();
  let bytes = 0;
  let videoBytes = 0;
  cdp.on('Network.responseReceived', (event) => kinds.set(event.requestId, event.type));
  cdp.on('Network.dataReceived', (event) => {
    bytes += event.encodedDataLength || event.dataLength;
    if (kinds.get(event.requestId) === 'Media') videoBytes += event.dataLength;
  });
  await page.addInitScript(() => {
    const paints: { t: number; element: string }[] = [];
    (window as unknown as { paints: typeof paints }).paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        paints.push({ t: entry.startTime, element: entry.element?.tagName ?? '' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - start)));
  const received = { kB: Math.round(bytes / 1024), videoKB: Math.round(videoBytes / 1024) };
  const last = await page.evaluate(() =>
    (window as unknown as { paints: { t: number; element: string }[] }).paints.at(-1),
  );
  await context.close();
  return { lcp: Math.round(last?.t ?? Number.NaN), element: last?.element ?? '?', ...received };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

ensureChromium();
makeClip();
console.log(`Placeholder clip: ${(statSync(CLIP).size / 1024 / 1024).toFixed(2)} MB (15 s, 1280x720, VP8 2.2 Mbit/s)`);
const { plain, withVideo } = prepareCopies();
const servers = await Promise.all([serve(plain), serve(withVideo)]);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  headless: true,
});
console.log(`Median of ${RUNS} loads at 390x844, slow 4G and CPU 4x, no service worker; LCP element in brackets`);
for (const path of PAGES) {
  for (const [label, { origin }] of [
    ['as built', servers[0]],
    ['with video', servers[1]],
  ] as const) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await measure(browser, `${origin}${path}`));
    const lcp = median(samples.map((s) => s.lcp));
    const elements = [...new Set(samples.map((s) => s.element))].join('/');
    console.log(
      `${path.padEnd(14)} ${label.padEnd(11)} LCP ${String(lcp).padStart(5)} ms [${elements}]  ` +
        `received in 10 s ${median(samples.map((s) => s.kB))} kB, video ${median(samples.map((s) => s.videoKB))} kB`,
    );
  }
}
await browser.close();
for (const { server } of servers) server.close();
