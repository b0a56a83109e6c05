// Runs in Node (no DOM), as tools/build/prerender.ts does: the pages must render without window or document.
import { describe, expect, it } from 'vitest';
import { EdTreatmentPage } from '../../pages/ed-treatment-page';
import { PelvicFloorMenPage } from '../../pages/pelvic-floor-men-page';
import { PelvicFloorPage } from '../../pages/pelvic-floor-page';
import { PelvicFloorWomenPage } from '../../pages/pelvic-floor-women-page';
import { renderToHtml } from '../../../tests/support/web/prerender-page';

describe('prerendering the pelvic health pages', () => {
  it.each([
    ['/pelvic-floor-therapy', <PelvicFloorPage key="overview" />, 'more than 11,000'],
    ['/mens', <PelvicFloorMenPage key="men" />, 'Take the first step'],
    ['/women', <PelvicFloorWomenPage key="women" />, 'package of 6 sessions'],
    ['/ed-treatment', <EdTreatmentPage key="ed" />, 'Valued at $2,780'],
  ])('renders %s to HTML in Node', (path, page, expected) => {
    expect(typeof window).toBe('undefined');
    const html = renderToHtml(page, path);
    expect(html).toContain('<h1');
    expect(html.replace(/<!-- -->/g, '')).toContain(expected);
  });

  it('renders the same HTML twice (no clock or random values)', () => {
    const first = renderToHtml(<EdTreatmentPage />, '/ed-treatment');
    expect(renderToHtml(<EdTreatmentPage />, '/ed-treatment')).toBe(first);
  });
});
