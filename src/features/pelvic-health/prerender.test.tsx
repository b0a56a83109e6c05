// Runs in Node (no DOM), as scripts/prerender.ts does: the pages must render without window or document.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { EdTreatmentPage } from '../../pages/ed-treatment-page';
import { PelvicFloorMenPage } from '../../pages/pelvic-floor-men-page';
import { PelvicFloorPage } from '../../pages/pelvic-floor-page';
import { PelvicFloorWomenPage } from '../../pages/pelvic-floor-women-page';

const serverRender = (path: string, page: ReactNode) =>
  renderToString(
    <HelmetProvider context={{}}>
      <Router ssrPath={path}>{page}</Router>
    </HelmetProvider>,
  );

describe('prerendering the pelvic health pages', () => {
  it.each([
    ['/pelvic-floor-therapy', <PelvicFloorPage key="overview" />, 'more than 11,000'],
    ['/mens', <PelvicFloorMenPage key="men" />, 'Take the first step'],
    ['/women', <PelvicFloorWomenPage key="women" />, 'package of 6 sessions'],
    ['/ed-treatment', <EdTreatmentPage key="ed" />, 'Valued at $2,780'],
  ])('renders %s to HTML in Node', (path, page, expected) => {
    expect(typeof window).toBe('undefined');
    const html = serverRender(path, page);
    expect(html).toContain('<h1');
    expect(html.replace(/<!-- -->/g, '')).toContain(expected);
  });

  it('renders the same HTML twice (no clock or random values)', () => {
    const first = serverRender('/ed-treatment', <EdTreatmentPage />);
    expect(serverRender('/ed-treatment', <EdTreatmentPage />)).toBe(first);
  });
});
