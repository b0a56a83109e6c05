import type { Browser } from '../tests/support/e2e/browser';
import { paths } from '../src/paths';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { test, expect, PHONE, baseUrl, useBrowser, waitForHydration } from '../tests/support/e2e/browser';
import { installSpeechSynthesisFake, removeSpeechSynthesis, type SpeechLog } from '../tests/support/web/speech-fake';

const browser = useBrowser();

/** A phone whose browser speaks through the stand-in (the page's code is the real build). */
async function openWithSpeech(b: Browser, path: string, withSpeech = true) {
  const context = await b.newContext({ viewport: PHONE, baseURL: baseUrl() });
  // The stand-in runs in the page before any of its scripts, as its source (it is self-contained).
  const install = withSpeech ? installSpeechSynthesisFake : removeSpeechSynthesis;
  await context.addInitScript({ content: `(${install.toString()})(window);` });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page, 30_000);
  const spoken = () =>
    page.evaluate(() => (window as unknown as { __speech: SpeechLog }).__speech.spoken.map((u) => u.text));
  return { context, page, spoken };
}

test.describe('Listen to this page (390 px)', { tag: '@phone' }, () => {
  test('reads the GHAP page aloud in page order, highlights the part being read, and pauses and resumes', async () => {
    const { context, page, spoken } = await openWithSpeech(browser, paths.geriatricAssessment);
    const finishCurrent = () =>
      page.evaluate(() => (window as unknown as { __speech: SpeechLog }).__speech.finishCurrent());
    try {
      await page.getByRole('button', { name: 'Listen to this page' }).click();
      const pause = page.getByRole('button', { name: 'Pause' });
      await expect(pause).toBeVisible();
      // The hero's eyebrow line comes before the main heading on the page, so it is read first.
      const eyebrow = await page.getByText('For older adults, their families and referring physicians').textContent();
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await expect.poll(() => spoken(), { timeout: 20_000 }).toEqual([eyebrow?.trim()]);
      await expect(page.locator('.listen-current')).toHaveText(eyebrow ?? '');
      await expect(findAxeViolations(page)).resolves.toEqual([]);

      await finishCurrent();
      await expect.poll(() => spoken(), { timeout: 20_000 }).toEqual([eyebrow?.trim(), heading?.trim()]);
      await expect(page.locator('.listen-current')).toHaveText(heading ?? '');
      await pause.click();
      await page.getByRole('button', { name: 'Resume' }).click();
      // Resuming starts the paragraph it paused in again, not the next one.
      await expect
        .poll(() => spoken(), { timeout: 20_000 })
        .toEqual([eyebrow?.trim(), heading?.trim(), heading?.trim()]);
      await page.getByRole('button', { name: 'Stop' }).click();
      await expect(page.locator('.listen-current')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('reads a bundled article, and is not offered where the browser cannot speak', async () => {
    const article = paths.article('advanced-blood-work-what-standard-panels-miss');
    const speaking = await openWithSpeech(browser, article);
    try {
      await speaking.page.getByRole('button', { name: 'Listen to this page' }).click();
      await expect(async () => expect((await speaking.spoken()).length).toBeGreaterThan(0)).toPass({ timeout: 20_000 });
    } finally {
      await speaking.context.close();
    }
    const silent = await openWithSpeech(browser, article, false);
    try {
      // Marked before the first paint: the button never shows.
      await expect(silent.page.getByRole('button', { name: 'Listen to this page' })).toBeHidden();
      await expect(silent.page.locator('.listen').count()).resolves.toBeGreaterThan(0);
    } finally {
      await silent.context.close();
    }
  });
});
