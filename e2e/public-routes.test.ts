import type { Page } from '../tests/support/e2e/browser';
import { expect, waitUntilSettled } from '../tests/support/e2e/browser';
import { test } from '../tests/support/e2e/browsing-visitor';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { SERVICE_PAGE_PATHS } from '../src/features/services/content/service-registry';
import { publicRoutes } from '../tools/build/public-routes';

const ROUTES = publicRoutes();

/**
 * Routes that repeat another route's page with other content (the 2nd and later service page, team member and
 * bundled article: each set shares one template). They run at phone width only: what their own content can get
 * wrong (headings, alt text, link names, a word too long for the width) shows there first, and the template's
 * desktop layout is checked on the first of each set, which runs at both widths. (Widening each repeat to a desktop
 * as well cost about a second per route, 48 s of the tier's test time at 46 repeats: decision 0036.)
 */
const TEMPLATE_SETS: readonly (readonly string[])[] = [
  SERVICE_PAGE_PATHS,
  ROUTES.filter((route) => route.startsWith('/team-individual/')),
  ROUTES.filter((route) => route.startsWith('/article/')),
];
const REPEATS = new Set(TEMPLATE_SETS.flatMap((routes) => routes.slice(1)));

async function expectFitsWithoutAxeViolations(page: Page): Promise<void> {
  // No horizontal scrolling: the page is no wider than the viewport.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await findAxeViolations(page)).toEqual([]);
}

// Independent checks of read-only pages: spread over the workers rather than queued behind one. Each worker loads
// them as one visitor browsing the site (`visit`): one tab, a warm HTTP cache, every route a full load that hydrates.
test.describe.configure({ mode: 'parallel' });

test.describe('every public route', () => {
  for (const route of ROUTES) {
    const repeat = REPEATS.has(route);
    test(
      `${route} shows its content, hydrates cleanly, fits the width and has no axe violations`,
      repeat ? { tag: '@phone' } : {},
      async ({ visit }) => {
        const { page, errors } = await visit(route);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1.first()).toBeVisible();
        await expect(h1).toHaveCount(1);
        expect((await h1.textContent())?.trim().length).toBeGreaterThan(3);
        await waitUntilSettled(page);
        await expectFitsWithoutAxeViolations(page);
        // Hydration mismatches, CSP violations and runtime errors all surface as console errors.
        expect(errors).toEqual([]);
      },
    );
  }
});
