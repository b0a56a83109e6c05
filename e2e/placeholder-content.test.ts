import type { Page } from '../tests/support/e2e/browser';
import { test, expect, widthOf, DESKTOP, openPage, waitUntilSettled, useBrowser } from '../tests/support/e2e/browser';

const browser = useBrowser();

/** The "Sample content" label of the placeholder block `block`, scrolled into view and checked visible. */
async function expectLabelled(page: Page, block: string) {
  const label = page.locator(`[data-placeholder-block="${block}"] .sample-content-marker`).first();
  await label.scrollIntoViewIfNeeded();
  await expect(label).toBeVisible();
  // Said in words (the stylesheet shows the label in capitals), followed by what is invented.
  await expect(label.innerText()).resolves.toMatch(/^SAMPLE CONTENT\s+\S/i);
}

test.describe('placeholder content under npm start,', () => {
  let viewport = DESKTOP;
  test.beforeAll(() => {
    ({ viewport } = widthOf(test.info().project.name));
  });
  test('labels the placeholder team on the directory, a profile and the home teaser', async () => {
    for (const route of ['/team', '/team-individual/2', '/']) {
      const { context, page, errors } = await openPage(browser, route, viewport);
      await expectLabelled(page, 'team');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('labels the fictional partner logos, and shows no testimonials while their switch is off', async () => {
    for (const route of ['/mens', '/women']) {
      const { context, page } = await openPage(browser, route, viewport);
      await expectLabelled(page, 'partnerLogos');
      await waitUntilSettled(page);
      await expect(page.getByRole('heading', { name: 'What our clients say' })).toHaveCount(0);
      await context.close();
    }
    const { context, page } = await openPage(browser, '/', viewport);
    await waitUntilSettled(page);
    await expect(page.getByRole('heading', { name: 'In our members’ words' })).toHaveCount(0);
    await expect(page.locator('[data-placeholder-block="testimonials"]')).toHaveCount(0);
    await context.close();
  });
});
