import type { Page } from '../tests/support/e2e/browser';
import { COLLECTIONS } from '@shared/collections';
import { torontoLocalToIso } from '@shared/schedule';
import { emulatorAdmin } from '../tests/support/admin-sdk';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { test, expect, PHONE, openPage, useBrowser } from '../tests/support/e2e/browser';

const browser = useBrowser();

// 60 requests two days back, named so a search finds exactly them; three more ten days back, for the date search.
const run = Date.now().toString(36);
const torontoDay = (daysBack: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(Date.now() - daysBack * 86_400_000);
const recentDay = torontoDay(2);
const olderDay = torontoDay(10);
const at = (day: string, minute: number) => Date.parse(torontoLocalToIso(`${day}T09:00`) ?? '') + minute * 60_000;
const PAGED = Array.from({ length: 60 }, (_, i) => ({
  id: `e2e-pager-${run}-${String(i).padStart(2, '0')}`,
  name: `Pager${run} Person ${i}`,
  at: at(recentDay, i),
}));
const DATED = Array.from({ length: 3 }, (_, i) => ({
  id: `e2e-dated-${run}-${i}`,
  name: `Dated${run} Person ${i}`,
  at: at(olderDay, i),
}));

test.beforeAll(async () => {
  const { db } = await emulatorAdmin();
  const { Timestamp } = await import('firebase-admin/firestore');
  const batch = db.batch();
  for (const r of [...PAGED, ...DATED]) {
    batch.set(db.collection(COLLECTIONS.contactRequests).doc(r.id), {
      name: r.name,
      email: 'pager@example.com',
      phone: '',
      message: 'Seeded for the paging test.',
      consent: true,
      handled: false,
      createdAt: Timestamp.fromMillis(r.at),
      consentAt: Timestamp.fromMillis(r.at),
    });
  }
  await batch.commit();
});

test.afterAll(async () => {
  const { db } = await emulatorAdmin();
  const batch = db.batch();
  for (const r of [...PAGED, ...DATED]) batch.delete(db.collection(COLLECTIONS.contactRequests).doc(r.id));
  await batch.commit();
});

async function openInquiriesAsAdmin(): Promise<Page> {
  // The seeded administrator's saved session (the sign-in form is tested in foundation).
  const { page } = await openPage(browser, '/admin/inquiries', PHONE, { asAdmin: true });
  await expect(page.getByRole('heading', { name: 'Contact requests' })).toBeVisible();
  return page;
}

const requests = (page: Page) => page.getByRole('article');

test.describe('the Inquiries screen on a phone (390 px)', { tag: '@phone' }, () => {
  test('pages through every request and searches by name and by received date, keeping what was typed', async () => {
    test.setTimeout(90_000);
    const page = await openInquiriesAsAdmin();
    const search = page.getByRole('search', { name: 'Search contact requests' });

    // Unsearched: a page of 50, newest first, and older ones a button away.
    await expect.poll(() => requests(page).count(), { timeout: 20_000 }).toBe(50);
    await page.getByRole('button', { name: 'Show older requests' }).click();
    await expect.poll(() => requests(page).count(), { timeout: 20_000 }).toBeGreaterThan(50);

    // By name: the 60 seeded requests, 50 and then the last 10, then nothing more.
    await search.getByLabel('Name', { exact: true }).fill(`pager${run}`);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(`named “pager${run}”`)).toBeVisible();
    await expect.poll(() => requests(page).count()).toBe(50);
    const names = await requests(page).getByRole('heading').allTextContents();
    expect(names[0]).toBe(`Pager${run} Person 59`);
    await page.getByRole('button', { name: 'Search older requests' }).click();
    await expect(page.getByText('That is every matching request.')).toBeVisible();
    const all = await requests(page).getByRole('heading').allTextContents();
    expect(all).toEqual(PAGED.map((r) => r.name).reverse());
    await expect(search.getByLabel('Name', { exact: true })).toHaveValue(`pager${run}`);

    // By date: the day ten days back holds the three dated requests (and perhaps others' requests, never ours of
    // two days back); with the name as well, exactly the three.
    await search.getByLabel('Name', { exact: true }).fill('');
    await search.getByLabel('Received from').fill(olderDay);
    await search.getByLabel('Received until').fill(olderDay);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(`received on ${olderDay}`)).toBeVisible();
    const onThatDay = await requests(page).getByRole('heading').allTextContents();
    expect(onThatDay.filter((name) => name.startsWith('Dated'))).toEqual(DATED.map((r) => r.name).reverse());
    expect(onThatDay.some((name) => name.startsWith(`Pager${run}`))).toBe(false);
    await search.getByLabel('Name', { exact: true }).fill(`dated${run}`);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(`named “dated${run}”, received on ${olderDay}`)).toBeVisible();
    await expect(requests(page)).toHaveCount(3);
    await expect(search.getByLabel('Received from')).toHaveValue(olderDay);

    // Usable at 390 px: nothing wider than the screen, targets of 44 px, no accessibility violations.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    for (const name of ['Search', 'Clear search']) {
      expect((await search.getByRole('button', { name, exact: true }).boundingBox())?.height).toBeGreaterThanOrEqual(
        44,
      );
    }
    expect(await findAxeViolations(page)).toEqual([]);

    await search.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => requests(page).count(), { timeout: 20_000 }).toBe(50);
    await expect(search.getByLabel('Name', { exact: true })).toHaveValue('');
  });
});
