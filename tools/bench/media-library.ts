// `npm run bench:media` (node --import tsx tools/bench/media-library.ts [--no-build]): the media library with 500 images
// on the local stack (decision 0021). Builds (unless --no-build), starts the stack, seeds the demo data
// and 500 image records through the Admin SDK (metadata only: the library lists records, not bytes), then prints
//   - GET /api/media?limit=25 and ?limit=50: the first call on a fresh instance (it runs the once-per-instance
//     backfill and the usage scan) and the median of 10 after;
//   - /admin/media in Chromium, signed in: from navigation to the first page of cards on screen, median of 5;
// each against the 1 s budget. Run it inside the machine lock: it takes the stack's ports.
import { chromium } from 'playwright-core';
import { buildAll } from '../scripts/lib/run';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/lib/chromium';
import { startLocalStack, useEmulatorsInThisProcess } from '../scripts/lib/local-stack';
import { seedDemoData } from '../scripts/lib/seed';

const IMAGES = 500;
const BUDGET_MS = 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

if (!process.argv.includes('--no-build')) await buildAll();
const stack = await startLocalStack();
try {
  useEmulatorsInThisProcess();
  await seedDemoData();
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: 'demo-clinic' }));
  for (let start = 0; start < IMAGES; start += 250) {
    const batch = db.batch();
    for (let i = start; i < Math.min(IMAGES, start + 250); i++) {
      const at = Timestamp.fromMillis(Date.UTC(2024, 0, 1) + i * 60_000);
      batch.set(db.collection('media').doc(`${i.toString(16).padStart(32, '0')}.webp`), {
        alt: `Benchmark image ${i}`,
        width: 1600,
        height: 1067,
        bytes: 180_000 + i,
        focalX: 0.5,
        focalY: 0.5,
        createdAt: at,
        updatedAt: at,
      });
    }
    await batch.commit();
  }

  const signIn = await fetch(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin-demo-1', returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };

  async function timeList(limit: number): Promise<{ ms: number; count: number }> {
    const started = performance.now();
    const res = await fetch(`${stack.hostingUrl}/api/media?limit=${limit}`, {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    const body = (await res.json()) as { data: unknown[]; total: number };
    if (res.status !== 200) throw new Error(`GET /api/media answered ${res.status}`);
    return { ms: performance.now() - started, count: body.data.length };
  }

  const rows: [string, number][] = [];
  const first = await timeList(25);
  rows.push([`API first call (limit 25, backfill check + usage scan), ${first.count} items`, first.ms]);
  for (const limit of [25, 50]) {
    const runs: number[] = [];
    for (let i = 0; i < 10; i++) runs.push((await timeList(limit)).ms);
    rows.push([`API GET /api/media?limit=${limit}, median of 10`, median(runs)]);
  }

  ensureChromium();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ baseURL: stack.hostingUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Admin-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    const opens: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Media' }).first().waitFor();
      const started = performance.now();
      await page.getByRole('link', { name: 'Media' }).first().click();
      await page.getByRole('list', { name: 'Images, page 1' }).getByRole('article').nth(24).waitFor();
      opens.push(performance.now() - started);
    }
    rows.push(['/admin/media in Chromium: click to 25 cards shown, median of 5', median(opens)]);
    await context.close();
  } finally {
    await browser.close();
  }

  console.log(`\nMedia library, ${IMAGES} images on the local stack (budget ${BUDGET_MS} ms):`);
  for (const [label, ms] of rows) {
    console.log(`  ${label}: ${ms.toFixed(0)} ms ${ms < BUDGET_MS ? 'OK' : 'OVER BUDGET'}`);
  }
} finally {
  await stack.stop();
}
