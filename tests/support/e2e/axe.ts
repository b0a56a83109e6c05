import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core's WCAG 2.x A/AA rules on the page. The script is evaluated through the DevTools
 * protocol, which the page's CSP (script-src 'self') does not govern.
 */
export async function findAxeViolations(page: Page): Promise<string[]> {
  // A dialog fading in is checked once it is in place: mid-animation, its text is part-transparent and axe measures
  // a contrast no visitor reads (seen under load). Finite animations only: a spinner would never finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Once per page: a second check of the same page (widened, say) reuses it rather than evaluating 500 kB again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Every rule still runs on every node; only the violations are reported, so axe skips building selectors for
      // the nodes that passed or did not apply (its slow tail on a long page).
      resultTypes: ['violations'],
    });
    return result.violations;
  })) as AxeViolation[];
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
