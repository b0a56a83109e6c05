import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { HomePage } from '../../pages/home-page';

/** Runs in Node, as the build's prerenderer (src/entry-server.tsx) does: no window, document or matchMedia. */
function prerender(page: ReactNode, path: string): string {
  return renderToString(
    <HelmetProvider context={{}}>
      <Router ssrPath={path}>{page}</Router>
    </HelmetProvider>,
  );
}

describe('prerendering', () => {
  it('renders the home page without a browser', () => {
    expect(typeof window).toBe('undefined');
    const html = prerender(<HomePage />, '/');
    expect(html).toContain('Preventive care that keeps you ahead of your health');
    expect(html).toContain('In our members’ words');
  });
});
