import type { Browser, Page } from '../tests/support/e2e/browser';
import { emulatorAdmin } from '../tests/support/admin-sdk';
import { findAxeViolations } from '../tests/support/e2e/axe';
import {
  test,
  expect,
  baseUrl,
  openPage,
  useBrowser,
  waitForHydration,
  waitUntilSettled,
  DESKTOP,
} from '../tests/support/e2e/browser';
import { loggedEntries } from '../tests/support/emulator-log';
import { resetRateLimits } from '../tests/support/limits-and-mail';

/**
 * Error reporting and Site health on the local stack (decision 0020): a page's error reaches the emulators' log,
 * scrubbed, in Error Reporting's shape; a sampled visit's web vitals reach the admin's Site health screen.
 */
const browser = useBrowser();

test.beforeEach(async () => {
  await resetRateLimits();
  const { db } = await emulatorAdmin();
  const days = await db.collection('siteHealthDaily').get();
  await Promise.all(days.docs.map((doc) => doc.ref.delete()));
});

/**
 * A page as a visitor's browser opens it. Automated browsers report nothing (navigator.webdriver), so this one
 * says it is not automated; `sampled` makes the visit one of the quarter that measures web vitals, and any other
 * visit one that does not (the draw that decides is the page's first Math.random()).
 */
async function openAsVisitor(target: Browser, path: string, { sampled = false } = {}): Promise<Page> {
  const context = await target.newContext({ baseURL: baseUrl() });
  await context.addInitScript((measure: boolean) => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Math.random = () => (measure ? 0 : 0.99);
  }, sampled);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page, 30_000);
  return page;
}

test.describe('error reporting on the local stack', { tag: '@desktop' }, () => {
  test('sends an error thrown in a page to the emulators log, scrubbed, with the release', async () => {
    test.setTimeout(60_000);
    // Dots: a run of 32 letters and digits would be scrubbed as a token, marker and all.
    const marker = `e2e.client.error.${Date.now()}`;
    const page = await openAsVisitor(browser, '/contact?email=jane.doe%40example.com#form');
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(`${text} while saving for jane.doe@example.com, token=s3cr3t-value`);
      });
    }, marker);

    await expect.poll(() => loggedEntries(marker), { timeout: 30_000 }).toHaveLength(1);
    const [entry] = loggedEntries(marker);
    expect(entry).toMatchObject({
      '@type': 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent',
      serviceContext: { service: 'clinic-web' },
      context: { httpRequest: { url: `${baseUrl()}/contact` } },
      clientError: { source: 'uncaught', pageType: 'contact' },
    });
    expect(String(entry?.message)).toContain(`Error: ${marker} while saving for [email], token=[redacted]`);
    // A V8 stack, which Error Reporting groups by.
    expect(String(entry?.message)).toMatch(/\n {4}at /);
    const text = JSON.stringify(entry);
    for (const secret of ['jane.doe', 's3cr3t', 'email=', '#form']) expect(text).not.toContain(secret);
    await page.context().close();
  });

  test("maps a component's thrown error back to its .tsx file and line, with the release's private maps", async () => {
    test.setTimeout(60_000);
    const marker = `e2e.mapped.error.${Date.now()}`;
    const page = await openAsVisitor(browser, '/geriatric-health-assessment-program');
    // The print dialog fails (as it can in a locked-down browser): the error passes through the button's handler.
    await page.evaluate((text) => {
      window.print = () => {
        throw new Error(`${text} printing`);
      };
    }, marker);
    await page.getByRole('button', { name: 'Print this page' }).click();

    await expect.poll(() => loggedEntries(marker), { timeout: 30_000 }).toHaveLength(1);
    const [entry] = loggedEntries(marker);
    const message = String(entry?.message);
    // The button's own frame, as Error Reporting will group it: the source file and line, not the chunk's.
    expect(message).toMatch(/\n {4}at .*\(?src\/features\/services\/components\/PrintButton\.tsx:4:\d+\)?\n/);
    expect(message).not.toMatch(/PrintButton\.tsx[^\n]*\/assets\//);
    await page.context().close();
  });

  test("counts a sampled visit's web vitals, which the admin's Site health screen shows", async () => {
    test.setTimeout(90_000);
    const page = await openAsVisitor(browser, '/contact', { sampled: true });
    // web-vitals is loaded once the page is idle.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/assets\/vitals-[^/]+\.js$/.test(entry.name)),
    );
    // Its own imports arrive after it; once the network is quiet it has run and is listening.
    await waitUntilSettled(page);
    // The visitor leaves: closing the tab hides the page (a trusted event, which web-vitals' LCP waits for), and
    // the report goes out with keepalive as the page unloads.
    const context = page.context();
    await page.close();
    const { db } = await emulatorAdmin();
    await expect(async () => {
      const counted = (await db.collection('siteHealthDaily').where('pageType', '==', 'contact').get()).docs;
      // One document per day and page type, a histogram per metric.
      expect(counted.flatMap((doc) => Object.keys(doc.get('metrics') ?? {})).sort()).toEqual(['CLS', 'LCP']);
    }).toPass({ timeout: 30_000 });
    await context.close();

    // The seeded administrator's saved session (the sign-in form is tested in foundation).
    const { context: admin, page: screen } = await openPage(browser, '/admin', DESKTOP, { asAdmin: true });
    await screen.getByRole('link', { name: 'Site health' }).click();
    await expect(screen.getByRole('heading', { level: 1, name: 'Site health' })).toBeVisible();
    const row = screen.getByRole('table').getByRole('row', { name: /Contact and thank-you/ });
    await expect(row).toBeVisible();
    await expect(row).toHaveText(/1 visit/);
    expect(await findAxeViolations(screen)).toEqual([]);
    await admin.close();
  });
});
