import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { HelmetProvider } from 'react-helmet-async';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { HomePage } from '../../pages/home-page';

/** Runs in Node, as the build's prerenderer (src/entry-server.tsx) does: no window, document or matchMedia. */
async function prerender(page: ReactNode, path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <HelmetProvider context={{}}>
      <Router ssrPath={path}>{page}</Router>
    </HelmetProvider>,
    // As src/entry-server.tsx does: every boundary inline, none outlined behind a script.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe('prerendering', () => {
  it('renders the whole home page without a browser, the deferred sections included', async () => {
    expect(typeof window).toBe('undefined');
    const html = await prerender(<HomePage />, '/');
    expect(html).toContain('Preventive care that keeps you ahead of your health');
    for (const heading of [
      'A Legacy of Exceptional Executive Care',
      'Specialized care under one roof',
      'A Holistic Approach to Your Health',
      'Meet your care team',
      'One membership, one team, one plan for the year',
      'In our members’ words',
      'Frequently asked questions',
    ]) {
      expect(html).toContain(heading);
    }
    // Every section is complete: nothing is left suspended for a script to fill in.
    expect(html).not.toMatch(/<!--\$[?!]-->|<template/);
    expect(html).toContain('Dr. Rajiv Menon');
    expect(html).toContain('aria-haspopup="dialog"');
  });
});
