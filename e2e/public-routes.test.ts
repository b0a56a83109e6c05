import { describe, expect, it } from 'vitest';

import { DESKTOP, PHONE, openPage, useBrowser } from '../tests/support/e2e/browser';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { publicRoutes } from '../build/public-routes';

const browser = useBrowser();

const ROUTES = publicRoutes();

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every public route on a %s', (_name, viewport) => {
  it.each(ROUTES)('%s shows its content, hydrates cleanly, fits the width and has no axe violations', async (route) => {
    const { context, page, errors } = await openPage(browser, route, viewport);
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.first().waitFor();
    expect(await h1.count()).toBe(1);
    expect((await h1.textContent())?.trim().length).toBeGreaterThan(3);
    await page.waitForLoadState('networkidle');
    // No horizontal scrolling: the page is no wider than the viewport.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await findAxeViolations(page)).toEqual([]);
    // Hydration mismatches, CSP violations and runtime errors all surface as console errors.
    expect(errors).toEqual([]);
    await context.close();
  });
});
