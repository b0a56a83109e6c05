import { test, expect, openPage, waitUntilSettled, useBrowser } from '../tests/support/e2e/browser';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { publicRoutes } from '../tools/build/public-routes';

const browser = useBrowser();

const ROUTES = publicRoutes();

test.describe('every public route', () => {
  for (const route of ROUTES)
    test(`${route} shows its content, hydrates cleanly, fits the width and has no axe violations`, async ({
      screenSize: viewport,
    }) => {
      const { context, page, errors } = await openPage(browser, route, viewport);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1.first()).toBeVisible();
      await expect(h1).toHaveCount(1);
      expect((await h1.textContent())?.trim().length).toBeGreaterThan(3);
      await waitUntilSettled(page);
      // No horizontal scrolling: the page is no wider than the viewport.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await findAxeViolations(page)).toEqual([]);
      // Hydration mismatches, CSP violations and runtime errors all surface as console errors.
      expect(errors).toEqual([]);
      await context.close();
    });
});
