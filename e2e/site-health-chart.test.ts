import { emulatorAdmin } from '../tests/support/admin-sdk';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { PHONE, expect, openPage, test, useBrowser } from '../tests/support/e2e/browser';

/**
 * Site health's daily line at 390 px: days stored as the telemetry function stores them (one document per UTC day
 * and page type, a histogram per metric), read back as a line per metric with its sentence, beside the table.
 */
const browser = useBrowser();
const DAY_MS = 24 * 60 * 60_000;
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/**
 * LCP's histogram buckets are 100 ms wide up to 6 s (BUCKET_EDGES in functions/src/telemetry/histogram.ts, which a
 * Playwright test cannot import: functions/ is a CommonJS package): an exact multiple of 100 ms counts in bucket
 * ms / 100 - 1.
 */
const bucketOf = (_metric: 'LCP', ms: number) => {
  if (ms % 100 !== 0 || ms > 6000) throw new Error(`${ms} ms is not a 100 ms edge below 6 s.`);
  return ms / 100 - 1;
};
const lcpHistogram = (values: number[]) => {
  const counts: Record<string, number> = {};
  for (const value of values)
    counts[String(bucketOf('LCP', value))] = (counts[String(bucketOf('LCP', value))] ?? 0) + 1;
  return counts;
};

async function clearDays() {
  const { db } = await emulatorAdmin();
  const days = await db.collection('siteHealthDaily').get();
  await Promise.all(days.docs.map((doc) => doc.ref.delete()));
}

// Blog posts: a 75th percentile of 1.8 s for six days, then 2.5 s from three days ago on, when a new release began.
const STEP_DAYS_AGO = 3;
const CHART_NAME_START = `Line chart of the daily 75th percentile of LCP, ${shortDay(utcDay(27))} to ${shortDay(utcDay(0))}, with the good and poor thresholds`;
test.beforeAll(async () => {
  await clearDays();
  const { db } = await emulatorAdmin();
  const { Timestamp } = await import('firebase-admin/firestore');
  for (let ago = 9; ago >= 0; ago--) {
    const day = utcDay(ago);
    const values = ago >= STEP_DAYS_AGO + 1 ? [1500, 1700, 1800, 1900] : [2100, 2400, 2500, 2600];
    await db
      .collection('siteHealthDaily')
      .doc(`${day}_article`)
      .set({
        day,
        pageType: 'article',
        expiresAt: Timestamp.fromMillis(Date.now() + 30 * DAY_MS),
        metrics: { LCP: lcpHistogram(values) },
        releases: [ago >= STEP_DAYS_AGO + 1 ? 'e2e-older' : 'e2e-newer'],
      });
  }
});
test.afterAll(clearDays);

test.describe('Site health, day by day', { tag: '@phone' }, () => {
  test('at 390 px: a line per metric with the thresholds, the sentence and the table, and no axe violation', async () => {
    // The seeded administrator's saved session (the sign-in form is tested in foundation).
    const { page } = await openPage(browser, '/admin/site-health', PHONE, { asAdmin: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Site health' })).toBeVisible();

    const trends = page.getByRole('region', { name: 'Day by day' });
    const blog = trends.getByRole('region', { name: 'Blog posts' });
    const stepDay = shortDay(utcDay(STEP_DAYS_AGO));
    const sentence = `LCP on blog posts rose from 1.8 s to 2.5 s on ${stepDay}, the day a new release began.`;
    const figure = blog.getByRole('figure', { name: sentence });
    await expect(figure).toBeVisible();
    const chart = figure.getByRole('img', { name: `${CHART_NAME_START}, and a new release on ${stepDay}.` });
    await expect(chart).toContainText('good up to 2.5 s');
    await expect(chart).toContainText('poor over 4.0 s');
    await expect(chart.locator('circle')).toHaveCount(10);
    // The table stays beside the picture, with the 28-day figure.
    await expect(page.getByRole('table').getByRole('row', { name: /Blog posts/ })).toBeVisible();

    // The chart fits the phone's width: nothing to scroll sideways but the table's own box.
    const box = await chart.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expect(findAxeViolations(page)).resolves.toEqual([]);
  });
});
