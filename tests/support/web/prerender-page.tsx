// Rendering to HTML in Node, as build/prerender.ts does through src/entry-server.tsx: no window, document or
// matchMedia. Tests that use it run in Vitest's node environment, so a page that touches the browser fails here.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { HelmetProvider } from 'react-helmet-async';
import { Router } from 'wouter';

const tree = (ui: ReactNode, path: string) => (
  <HelmetProvider context={{}}>
    <Router ssrPath={path}>{ui}</Router>
  </HelmetProvider>
);

/** One synchronous pass: what a page renders before any lazy part has loaded. */
export function renderToHtml(ui: ReactNode, path: string): string {
  return renderToString(tree(ui, path));
}

/** The whole page, as the build writes it: waits for every lazy part, and inlines every boundary. */
export async function prerenderToHtml(ui: ReactNode, path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree(ui, path), {
    // As src/entry-server.tsx does: every boundary inline, none outlined behind a script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
