// Rendering to HTML in Node, as tools/build/prerender.ts does through src/rendering/render-document.tsx: no window, document or
// matchMedia. Tests that use it run in Vitest's node environment, so a page that touches the browser fails here.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { splitHoistedHead } from '../../../src/rendering/hoisted-head';

const tree = (ui: ReactNode, path: string) => <Router ssrPath={path}>{ui}</Router>;

/** One synchronous pass: what a page renders before any lazy part has loaded. */
export function renderToHtml(ui: ReactNode, path: string): string {
  return renderToString(tree(ui, path));
}

/** The whole page, as the build writes it: waits for every lazy part, and inlines every boundary. */
export async function prerenderToHtml(ui: ReactNode, path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree(ui, path), {
    // As src/rendering/render-document.tsx does: every boundary inline, none outlined behind a script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/**
 * What the browser receives for `path`, as src/rendering/render-document.tsx renders it: the whole page, its head tags
 * split off for <head>. Hydrate `body` after `keepServerPage(path, '')`, as src/main.tsx does.
 */
export async function renderServerPage(ui: ReactNode, path: string): Promise<{ head: string; body: string }> {
  // Synchronous passes, as the server renders once its chunks are loaded: each pass starts the lazy imports it
  // meets (a streaming render here would leave React's dev build warning about two renderers in one process).
  // Waits on the condition (no boundary left suspended), not on a number of passes: under load the imports can
  // take seconds. The deadline only turns a page that never settles into a clear failure.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const html = renderToHtml(ui, path);
    if (!/<!--\$[?!]-->/.test(html)) return splitHoistedHead(html);
    if (Date.now() > deadline) throw new Error(`${path} still suspends after 15 s of render passes.`);
    // Let the imports the pass started make progress before the next pass.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
