// `npm run bench:web`: builds, serves the production build as Hosting would (files first, then the pages
// function against the official Firestore emulator with the demo content), and prints Lighthouse mobile figures (median
// of 3 runs) for the key routes, a location page and a published blog included, against the LCP of an empty
// React + Vite page measured in the same run; then the first-load JS of every public route.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/lib/chromium';
import { FIRST_LOAD_WINDOW_MS, measureFirstLoadJs, type FirstLoad } from './lib/first-load-js';
import { DEMO_DYNAMIC_ROUTES, loadHostingFunctions, startDemoFirestore } from './lib/page-renderer';
import { buildAll } from '../scripts/lib/run';
import { bundleHandlers } from './lib/handler-bundle';
import { serveStaticHttp2 } from '../scripts/lib/static-server';
import { ARTICLE_SLUGS } from '../build/public-routes';
import { SSR_FILES } from '@shared/ssr-files';

const ROOT = new URL('../..', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `npm run bench:web -- --js-only`: the first-load JS table alone (a minute, not a quarter of an hour). */
const JS_ONLY = process.argv.includes('--js-only');
const ALL_ROUTES = [
  '/',
  '/article-main',
  `/article/${ARTICLE_SLUGS[0]}`,
  '/geriatric-health-assessment-program',
  '/team',
  '/contact',
  '/iv-therapy-boost-shots',
  ...DEMO_DYNAMIC_ROUTES,
];
/** `BENCH_ROUTES=/contact,/location/…`: Lighthouse on those routes alone (the baseline is always measured). */
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : ALL_ROUTES;
/** Pages measured at once for first-load JS: bytes do not depend on timing, and each page waits 10 s. */
const FIRST_LOAD_PARALLEL = 3;
const TARGETS = { performance: 95, other: 100, cls: 0.02, jsKb: 100, lcpRatio: 0.9 };
const FIRESTORE_PORT = 8291;

type Sample = {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  /** The LCP's first and last phases (Lighthouse's breakdown): server response, and first byte to paint for text. */
  ttfb: number;
  renderDelay: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  /** What Lighthouse took for the largest paint (its selector and text), to see what a page's LCP waits on. */
  lcpElement: string;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function buildBaseline(): Promise<string> {
  const dir = join(ROOT, '.local/bench-baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="An empty React page."></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'src/main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<main><h1>Hello</h1><p>An empty React + Vite page.</p></main>);\n",
  );
  await build({ root: dir, plugins: [react()], logLevel: 'warn', build: { outDir: join(dir, 'dist') } });
  return join(dir, 'dist');
}

async function audit(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // `BENCH_REPORTS=<folder>`: each run's whole Lighthouse report, to read what a page's LCP waited on.
  if (process.env.BENCH_REPORTS) {
    mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_REPORTS, name), JSON.stringify(result.lhr));
    // And its trace (the main thread's tasks, which the report sums up but does not list): Chrome DevTools'
    // Performance panel opens it.
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    writeFileSync(join(process.env.BENCH_REPORTS, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  const { categories, audits } = result.lhr;
  const items =
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items ?? [];
  const size = (type: string) => (items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const phases =
    (
      audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined
    )?.items?.[1]?.items ?? [];
  const phase = (name: string) => phases.find((p) => p.phase === name)?.timing ?? NaN;
  const node = (
    audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined
  )?.items?.[0]?.items?.[0]?.node;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    ttfb: phase('TTFB'),
    renderDelay: phase('Render Delay'),
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    js: size('script'),
    css: size('stylesheet'),
    lcpElement: node ? `${node.selector ?? '?'} “${(node.nodeLabel ?? '').slice(0, 40)}”` : 'unknown',
  };
}

async function medianOf(url: string, port: number): Promise<Sample> {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await audit(url, port));
  const pick = (key: Exclude<keyof Sample, 'lcpElement'>) => median(samples.map((s) => s[key]));
  return {
    perf: pick('perf'),
    a11y: pick('a11y'),
    bp: pick('bp'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    ttfb: pick('ttfb'),
    renderDelay: pick('renderDelay'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    js: pick('js'),
    css: pick('css'),
    lcpElement: samples.at(-1)?.lcpElement ?? 'unknown',
  };
}

/** One request, answered whole, over the bench's self-signed TLS. */
async function warm(url: string): Promise<void> {
  const { get } = await import('node:https');
  await new Promise<void>((resolve, reject) => {
    get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve() : reject(new Error(`${url} answered ${res.statusCode}`)),
      );
    }).on('error', reject);
  });
}

/** Every public route: the pages of the build's route table, plus the demo's location page and blog. */
function publicRoutes(): string[] {
  const table = JSON.parse(readFileSync(join(ROOT, 'functions/ssr', SSR_FILES.routeTable), 'utf8')) as {
    pages: { path: string }[];
  };
  return [...table.pages.map((route) => route.path), ...DEMO_DYNAMIC_ROUTES];
}

async function firstLoadOfEveryRoute(origin: string): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const routes = publicRoutes();
    const rows: FirstLoad[] = [];
    for (let i = 0; i < routes.length; i += FIRST_LOAD_PARALLEL) {
      const batch = routes.slice(i, i + FIRST_LOAD_PARALLEL);
      rows.push(...(await Promise.all(batch.map((route) => measureFirstLoadJs(browser, origin, route)))));
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** Lighthouse mobile figures of the key routes against the empty page's, each a median of RUNS; misses appended. */
async function lighthouseTable(origin: string, misses: string[]): Promise<void> {
  const baseline = await serveStaticHttp2(await buildBaseline());
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  });
  try {
    // One page through the function first: it loads its server build once, as a warm instance has.
    for (const route of DEMO_DYNAMIC_ROUTES) await warm(`${origin}${route}`);
    const base = await medianOf(`${baseline.origin}/`, chrome.port);
    console.log(
      `\nLighthouse mobile, median of ${RUNS} (Chromium ${CHROMIUM_PATH}, simulated throttling, HTTP/2 + TLS)`,
    );
    console.log(
      'route                                       perf a11y  bp  seo   LCP ms  TTFB  render  TBT ms    CLS   JS kB  CSS kB  LCP/base',
    );
    const row = (name: string, s: Sample, ratio?: number) =>
      console.log(
        `${name.padEnd(42)} ${String(s.perf).padStart(4)} ${String(s.a11y).padStart(4)} ${String(s.bp).padStart(3)} ${String(s.seo).padStart(4)} ${s.lcp.toFixed(0).padStart(8)} ${s.ttfb.toFixed(0).padStart(5)} ${s.renderDelay.toFixed(0).padStart(7)} ${s.tbt.toFixed(0).padStart(7)} ${s.cls.toFixed(3).padStart(6)} ${s.js.toFixed(1).padStart(7)} ${s.css.toFixed(1).padStart(7)}${ratio === undefined ? '' : ratio.toFixed(2).padStart(10)}`,
      );
    row('baseline: empty React + Vite page', base);
    for (const route of ROUTES) {
      const s = await medianOf(`${origin}${route}`, chrome.port);
      const ratio = s.lcp / base.lcp;
      row(route.length > 42 ? `${route.slice(0, 41)}…` : route, s, ratio);
      console.log(`${''.padEnd(42)} LCP element: ${s.lcpElement}`);
      if (s.perf < TARGETS.performance) misses.push(`${route}: performance ${s.perf} < ${TARGETS.performance}`);
      for (const [name, value] of [
        ['accessibility', s.a11y],
        ['best practices', s.bp],
        ['SEO', s.seo],
      ] as const) {
        if (value < TARGETS.other) misses.push(`${route}: ${name} ${value} < 100`);
      }
      if (s.cls > TARGETS.cls) misses.push(`${route}: CLS ${s.cls.toFixed(3)} > ${TARGETS.cls}`);
      if (ratio > TARGETS.lcpRatio)
        misses.push(`${route}: LCP ${ratio.toFixed(2)}x the baseline > ${TARGETS.lcpRatio}`);
    }
  } finally {
    await chrome.kill();
    baseline.server.close();
  }
}

async function main(): Promise<void> {
  ensureChromium();
  await buildAll();
  await bundleHandlers();
  // Hosting serves files first and rewrites the rest to the api and pages functions: the same here, over HTTP/2
  // with TLS as in production, the functions reading a local Firestore with the demo content.
  const firestore = await startDemoFirestore(FIRESTORE_PORT);
  console.log(`Firestore: ${firestore.kind}`);
  const functions = await loadHostingFunctions();
  const site = await serveStaticHttp2(join(ROOT, 'dist'), (req, res) => void functions(req, res));
  const misses: string[] = [];
  if (!JS_ONLY) await lighthouseTable(site.origin, misses);
  try {
    const rows = await firstLoadOfEveryRoute(site.origin);
    console.log(
      `\nFirst-load JS of every public route (gzip, every script requested in the first ${FIRST_LOAD_WINDOW_MS / 1000} s after load on a 390×844 phone, no interaction, no cache)`,
    );
    for (const { route, kb, files, largest } of rows) {
      const top = largest.map(([file, size]) => `${file.replace(/^.*\//, '')} ${(size / 1024).toFixed(1)}`).join(', ');
      console.log(`${kb.toFixed(1).padStart(7)} kB  ${String(files).padStart(2)} files  ${route}  (${top})`);
      if (kb > TARGETS.jsKb) misses.push(`${route}: first-load JS ${kb.toFixed(1)} kB > ${TARGETS.jsKb} kB`);
    }
    const sizes = rows.map((r) => r.kb);
    console.log(
      `largest ${Math.max(...sizes).toFixed(1)} kB, median ${median(sizes).toFixed(1)} kB over ${rows.length} routes`,
    );
  } finally {
    site.server.close();
    firestore.stop();
  }
  console.log(misses.length ? `\nMissed targets:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
  process.exit(misses.length ? 1 : 0);
}

main().catch((error: Error) => {
  console.error(`bench:web failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
