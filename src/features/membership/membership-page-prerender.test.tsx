import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { MembershipPage } from '../../pages/membership-page';

/** Runs in Node, as the build's prerenderer (src/entry-server.tsx) does: no window, document or matchMedia. */
function prerender(page: ReactNode, path: string): string {
  return renderToString(
    <HelmetProvider context={{}}>
      <Router ssrPath={path}>{page}</Router>
    </HelmetProvider>,
  );
}

describe('prerendering', () => {
  it('renders the membership page without a browser, with the steps stacked', () => {
    expect(typeof window).toBe('undefined');
    const html = prerender(<MembershipPage />, '/membership');
    expect(html).toContain('Raising the bar on personalized care');
    expect(html).toContain('steps-stack');
    expect(html).not.toContain('steps-slider__track');
    expect(html.match(/class="step-card"/g)).toHaveLength(6);
  });
});
