import type { Page } from '@playwright/test';

/**
 * Back to the list's first page. The pager shows three numbered buttons sliding along a long list (other tiers
 * sharing the stack add blogs), so from a far page "Page 1" is not shown: the lowest button shown moves it back.
 */
export async function goToFirstPage(page: Page): Promise<void> {
  const pager = page.getByRole('navigation', { name: 'Article pages' });
  if ((await pager.count()) === 0) return; // one page: nothing to page through
  for (let guard = 0; guard < 30; guard += 1) {
    const first = pager.getByRole('button', { name: 'Page 1', exact: true });
    if ((await first.count()) > 0) {
      await first.click();
      return;
    }
    await pager
      .getByRole('button', { name: /^Page \d+$/ })
      .first()
      .click();
  }
  throw new Error('The articles list did not page back to its first page.');
}

/** Every card link of the articles list, page by page (other tiers sharing the stack add blogs too). */
export async function allCardLinks(page: Page): Promise<string[]> {
  const hrefs: string[] = [];
  await goToFirstPage(page);
  const next = page.getByRole('navigation', { name: 'Article pages' }).getByRole('button', { name: 'Next page' });
  for (let guard = 0; guard < 30; guard += 1) {
    hrefs.push(
      ...(await page.locator('main article a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
    );
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
  }
  return hrefs;
}
