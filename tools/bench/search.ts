// `npm run bench:search`: the figures of decision 0026 for the chosen library (MiniSearch) on the site's real
// content: the bundled pages' documents plus the demo blogs and location pages, as the browser searches them.
// Prints the index's size (raw and gzip -9), the library's size (minified, gzip -9), and the time to build the
// index and the median query time in Chromium with the CPU slowed 4x through the DevTools protocol (a mid-range
// phone), then the same on plain Node for reference. Needs no build and no emulator.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { buildBundledSearchDocuments } from '../build/search-index';
import { blogSearchDocument, locationSearchDocument } from '../../functions/src/search/search-documents';
import { DEMO_BLOGS, DEMO_LOCATION_PAGES } from '../scripts/lib/demo-data';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/lib/chromium';
import type { Blog } from '@shared/schemas/blog';
import type { LocationPage } from '@shared/schemas/location-page';
import type { SearchDocument } from '@shared/schemas/search-document';
import { createSiteSearch } from '@shared/search/site-search';

const ROOT = new URL('../..', import.meta.url).pathname;
const CPU_SLOWDOWN = 4;
/** Each query this many times per round; the figure is the median over queries and rounds of one run's time. */
const REPEATS = Number(process.env.BENCH_REPEATS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** What visitors type: typos, prefixes, two words, a word the site does not hold. */
export const BENCH_QUERIES = [
  'cardi',
  'blod pressure',
  'pelvic floor',
  'hearing aids',
  'ohip referral',
  'colonoscopy',
  'sleep',
  'menopause',
  'executive health',
  'vascular surgeon',
  'xylophone',
  'memebrship fee',
];

const gzip = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** The bundled pages' documents and the demo data's published blogs and location pages. */
export async function benchDocuments(): Promise<SearchDocument[]> {
  const stamps = { createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' };
  const blogs = DEMO_BLOGS.map(({ blog }, i) => blogSearchDocument({ ...(blog as Blog), blog_id: `b${i}`, ...stamps }));
  const locations = DEMO_LOCATION_PAGES.map(({ page }, i) =>
    locationSearchDocument({ ...(page as LocationPage), location_id: `l${i}`, ...stamps }),
  );
  return [...(await buildBundledSearchDocuments()), ...blogs, ...locations];
}

/** An IIFE of `entry` (minified), for the library's size and for the browser. */
async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** Runs `harness` (which defines `window.runSearchBench`) in Chromium with the CPU slowed, on these documents. */
export async function measureInChromium(
  harness: string,
  documents: unknown,
  queries: readonly string[],
): Promise<{ buildMs: number; queryMs: number; resultCounts: number[] }> {
  ensureChromium();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>bench</title>');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addScriptTag({ content: harness });
    return await page.evaluate(
      ([docs, qs, repeats, rounds]) =>
        (
          window as unknown as {
            runSearchBench: (
              d: unknown,
              q: string[],
              r: number,
              n: number,
            ) => Promise<{ buildMs: number; queryMs: number; resultCounts: number[] }>;
          }
        ).runSearchBench(docs, qs as string[], repeats as number, rounds as number),
      [documents, [...queries], REPEATS, ROUNDS] as const,
    );
  } finally {
    await browser.close();
  }
}

/** The browser side of the measurement, shared by every library's harness: the timing loop. */
export const TIMING_LOOP = `
  const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  window.runSearchBench = async (docs, queries, repeats, rounds) => {
    const t0 = performance.now();
    const engine = await createEngine(docs);
    const buildMs = performance.now() - t0;
    const times = [];
    const resultCounts = queries.map((q) => search(engine, q).length);
    for (let round = 0; round < rounds; round++) {
      for (const q of queries) {
        const start = performance.now();
        for (let i = 0; i < repeats; i++) search(engine, q);
        times.push((performance.now() - start) / repeats);
      }
    }
    return { buildMs, queryMs: median(times), resultCounts };
  };
`;

async function main(): Promise<void> {
  const documents = await benchDocuments();
  const json = JSON.stringify(documents);
  const library = await bundle(`export { default } from 'minisearch';`);
  const harness = await bundle(`
    import { createSiteSearch } from './src/shared/search/site-search';
    const createEngine = async (docs) => createSiteSearch(docs);
    const search = (engine, q) => engine.search(q);
    ${TIMING_LOOP}
  `);
  console.log(`Site search (MiniSearch 7) on ${documents.length} documents (bundled pages + demo blogs and locations)`);
  console.log(`  index (documents JSON): ${kb(json.length)} raw, ${kb(gzip(json))} gzip -9`);
  console.log(`  library: ${kb(library.length)} minified, ${kb(gzip(library))} gzip -9`);

  const browser = await measureInChromium(harness, documents, BENCH_QUERIES);
  console.log(`  Chromium, CPU ${CPU_SLOWDOWN}x slower (phone profile):`);
  console.log(`    index built in ${browser.buildMs.toFixed(1)} ms; median query ${browser.queryMs.toFixed(3)} ms`);
  console.log(`    results per query: ${BENCH_QUERIES.map((q, i) => `${q}=${browser.resultCounts[i]}`).join(', ')}`);

  const t0 = performance.now();
  const search = createSiteSearch(documents);
  const nodeBuild = performance.now() - t0;
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of BENCH_QUERIES) {
      const start = performance.now();
      for (let i = 0; i < REPEATS; i++) search.search(q);
      times.push((performance.now() - start) / REPEATS);
    }
  }
  console.log(
    `  Node ${process.version} (no slowdown): index ${nodeBuild.toFixed(1)} ms; median query ${median(times).toFixed(3)} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  });
}
