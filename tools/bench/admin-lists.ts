// `node --import tsx tools/bench/admin-lists.ts` (under the machine lock): the admin's Blogs and Location pages lists with
// 500 records each, on the local stack (Hosting → Functions emulator → Firestore emulator), paged with the list
// parameters (search, status, sort, page). Seeds 500 blogs and 500 location pages through the Admin SDK, then measures:
//   - the API: the first page, a later page, a search, a status filter, a title sort (after one warm-up request,
//     the median of 5 and the worst);
//   - the browser: /admin/blogs and /admin/location-pages from navigation to the first page of cards on screen;
//   - for comparison, the unparameterised admin list (all 500 records, as the screens loaded them before).
// Target: every paged figure under 1 s. The Functions emulator is far slower than production (see tools/bench/api.ts).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';
import { startLocalStack, useEmulatorsInThisProcess, AUTH_HOST } from '../scripts/lib/local-stack';
import { buildAll } from '../scripts/lib/run';
import { seedDemoData } from '../scripts/lib/seed';
import { COLLECTIONS } from '@shared/collections';

const COUNT = 500;
const RUNS = 5;
const TARGET_MS = 1000;
const LONG_PARAGRAPH = `<p>${'Regular checkups find problems early, when they are easiest to treat. '.repeat(40)}</p>`;

async function seed500(): Promise<void> {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: 'demo-clinic' }));
  const start = Date.parse('2025-01-01T12:00:00Z');
  for (let chunk = 0; chunk < COUNT; chunk += 100) {
    const batch = db.batch();
    for (let n = chunk; n < chunk + 100; n++) {
      const at = Timestamp.fromMillis(start + n * 3_600_000);
      const slug = `bench-post-${n}`;
      batch.set(db.collection(COLLECTIONS.blogs).doc(`bench-blog-${n}`), {
        title: `Bench post ${n}: heart, sleep and screening`,
        slug_url: slug,
        brief_paragraph: 'A summary long enough to look like the real ones on a card in the admin list.',
        blog_image: '',
        blog_image_alt: '',
        published_date: 'January 1, 2025',
        category: 2,
        blogs_content: [1, 2, 3].map((i) => ({ heading: `Section ${i}`, paragraph: LONG_PARAGRAPH })),
        metaTitle: 'Bench post',
        metaDescription: 'A post for the admin list benchmark.',
        published: n % 10 !== 0,
        reviewedBy: n % 7 === 0 ? '' : 'Dr. Ana Reyes, MD',
        lastReviewed: n % 7 === 0 ? '' : '2026-10-01',
        publishAt: '',
        createdAt: at,
        updatedAt: at,
      });
      batch.set(db.collection(COLLECTIONS.blogSlugs).doc(slug), { id: `bench-blog-${n}` });
      const pageSlug = `bench-location-${n}`;
      batch.set(db.collection(COLLECTIONS.locationPages).doc(`bench-location-${n}`), {
        slug_url: pageSlug,
        main_heading: `Bench clinic ${n}`,
        main_paragraph: LONG_PARAGRAPH,
        highlighted_heading: 'Start here',
        ...Object.fromEntries(
          [1, 2, 3, 4].flatMap((i) => [
            [`heading_${i}`, `Heading ${i}`],
            [`paragraph_${i}`, LONG_PARAGRAPH],
          ]),
        ),
        meta_keywords: '',
        meta_link: '',
        meta_title: 'Bench clinic',
        meta_description: 'A location page for the admin list benchmark.',
        published: n % 10 !== 0,
        createdAt: at,
        updatedAt: at,
      });
      batch.set(db.collection(COLLECTIONS.locationPageSlugs).doc(pageSlug), { id: `bench-location-${n}` });
    }
    await batch.commit();
  }
}

async function adminToken(): Promise<string> {
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin-demo-1', returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error('The demo admin could not sign in.');
  return body.idToken;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function timeApi(url: string, token: string): Promise<{ median: number; worst: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  // One untimed request first: the figures are a warm instance's, whatever order the cases run in.
  await (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).text();
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const text = await res.text();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
    bytes = text.length;
  }
  return { median: median(times), worst: Math.max(...times), bytes };
}

async function timeBrowser(baseUrl: string, path: string, ready: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await (
      await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } })
    ).newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Admin-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await page.goto(path);
      await page.getByText(ready).first().waitFor({ timeout: 30_000 });
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  await buildAll();
  const stack = await startLocalStack();
  let failed = false;
  try {
    useEmulatorsInThisProcess();
    await seedDemoData();
    await seed500();
    const token = await adminToken();
    const base = stack.hostingUrl;
    console.log(
      `\nAdmin lists with ${COUNT} blogs and ${COUNT} location pages (+ the demo records), ${RUNS} runs each:`,
    );
    const cases: [string, string, boolean][] = [
      ['blogs: page 1 (last updated)', '/blogs?page=1', true],
      ['blogs: page 15', '/blogs?page=15', true],
      ['blogs: search "post 42"', '/blogs?q=post%2042', true],
      ['blogs: status review-due', '/blogs?status=review-due', true],
      ['blogs: sort by title', '/blogs?sort=title', true],
      ['location pages: page 1', '/api/locationpages?page=1', true],
      ['location pages: drafts by title', '/api/locationpages?status=draft&sort=title', true],
      ['(before) blogs: all records, unparameterised', '/blogs', false],
      ['(before) location pages: all, unparameterised', '/api/locationpages', false],
    ];
    for (const [label, path, paged] of cases) {
      const { median: mid, worst, bytes } = await timeApi(`${base}${path}`, token);
      const ok = !paged || mid < TARGET_MS;
      failed ||= !ok;
      console.log(
        `${paged ? (ok ? 'ok  ' : 'MISS') : '    '} API ${label.padEnd(48)} median ${mid.toFixed(0).padStart(5)} ms  ` +
          `worst ${worst.toFixed(0).padStart(5)} ms  ${(bytes / 1024).toFixed(0).padStart(5)} KB`,
      );
    }
    for (const [label, path, ready] of [
      ['/admin/blogs to the first 25 cards (390 px)', '/admin/blogs', 'Page 1 of 21'],
      ['/admin/location-pages to the first 25 cards', '/admin/location-pages', 'Page 1 of 21'],
    ] as const) {
      const times = await timeBrowser(base, path, ready);
      const mid = median(times);
      const ok = mid < TARGET_MS;
      failed ||= !ok;
      console.log(
        `${ok ? 'ok  ' : 'MISS'} browser ${label.padEnd(44)} median ${mid.toFixed(0).padStart(5)} ms  ` +
          `(runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
      );
    }
  } finally {
    await stack.stop();
  }
  if (failed) process.exitCode = 1;
}

await main();
