import type { Page } from '@playwright/test';
import { expect, waitUntilSettled } from './browser';

/** Collects alert()/confirm()/prompt() calls, dismissing each: a payload that ran would add one. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * Checks that the hostile HTML stored in a record ran nothing on the page showing it, and that nothing able to run
 * script survived in the elements `selector` finds (the record's own HTML; the rest of the page may use inline SVG).
 * Call it once the record's content is visible.
 */
export async function expectNothingRan(page: Page, dialogs: string[], selector: string): Promise<void> {
  // Everything that could still fire (hydration, requests, image errors) has had its turn.
  await waitUntilSettled(page);
  await page
    .locator('#bad-link, a:text("bad link")')
    .first()
    .click({ timeout: 2000 })
    .catch(() => {});
  expect(dialogs).toEqual([]);
  await expect(page.evaluate(() => (window as { __xss?: unknown }).__xss)).resolves.toBeUndefined();
  const unsafe = await page
    .locator(selector)
    .evaluateAll((blocks) =>
      blocks.flatMap((block) =>
        [...block.querySelectorAll('*')]
          .filter(
            (el) =>
              /^(SCRIPT|IFRAME|OBJECT|EMBED|STYLE|LINK|META|BASE|FORM|INPUT|SVG|MATH|DETAILS)$/i.test(el.tagName) ||
              [...el.attributes].some((a) => /^on|^style$|^srcdoc$/i.test(a.name)) ||
              /^\s*(javascript|vbscript|data):/i.test(el.getAttribute('href') ?? '') ||
              (el.tagName === 'IMG' && !(el.getAttribute('src') ?? '').startsWith('/api/images/')),
          )
          .map((el) => el.outerHTML.slice(0, 80)),
      ),
    );
  expect(unsafe).toEqual([]);
}
