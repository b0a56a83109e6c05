import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/scripts/lib/chromium';
import { E2E_OUTPUT_DIR, E2E_PROJECTS, E2E_REPORT_ENV, E2E_REPORT_FILE } from './tools/scripts/lib/playwright-tier';
import { DESKTOP, PHONE } from './tests/support/e2e/viewports';

/**
 * End-to-end tier: Playwright Test driving Debian's Chromium (never a downloaded browser) against the local stack.
 * `npm test` starts the stack once and passes STACK_URL; alone (`npm run test:e2e`), the global setup builds,
 * starts, seeds and stops it.
 *
 * A test runs at both widths unless tagged `@phone` or `@desktop` (it then runs at that width only). Files that
 * change or watch what every visitor sees run alone, after the others: maintenance mode closes the site, the
 * content-update checks count every blog published meanwhile ("2 new articles" instead of theirs), and the Site
 * health chart replaces every stored day of web vitals.
 */
const EXCLUSIVE = /(maintenance|content-updates|site-health-chart)\.test\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.test.ts',
  outputDir: E2E_OUTPUT_DIR,
  globalSetup: './tests/support/e2e/global-setup.ts',
  // A test that needs a retry is fixed instead.
  retries: 0,
  // Two files at a time on the 2 cores: a test spends most of its time waiting on the stack or the browser. Files
  // isolate their data (their own slugs, accounts and search terms); those that watch the whole site run in the
  // `exclusive` project, one at a time, after the others. E2E_WORKERS=1 runs one file at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // As long as Playwright's own waits (locator.waitFor) allowed before: a busy shared machine is slow.
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: process.env[E2E_REPORT_ENV] ?? E2E_REPORT_FILE }]],
  use: {
    baseURL: process.env.STACK_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A failed test keeps its trace (every action, the DOM before and after it, network, console) and a screenshot.
    // The trace's screencast is off: recording it for every test (the trace is only dropped after a pass) made the
    // browser paint and encode frames all along, a quarter of the tier's browser and runner CPU (decision 0033).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
  projects: [
    { name: 'admin sign-in', testDir: 'tests/support/e2e', testMatch: 'admin.setup.ts' },
    {
      name: E2E_PROJECTS.phone,
      use: { viewport: PHONE, isMobile: false, hasTouch: false },
      grepInvert: /@desktop/,
      testIgnore: EXCLUSIVE,
      dependencies: ['admin sign-in'],
    },
    {
      name: E2E_PROJECTS.desktop,
      use: { viewport: DESKTOP },
      grepInvert: /@phone/,
      testIgnore: EXCLUSIVE,
      dependencies: ['admin sign-in'],
    },
    {
      name: E2E_PROJECTS.exclusive,
      testMatch: EXCLUSIVE,
      workers: 1,
      use: { viewport: DESKTOP },
      dependencies: [E2E_PROJECTS.phone, E2E_PROJECTS.desktop],
    },
  ],
});
