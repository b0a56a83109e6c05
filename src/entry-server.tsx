import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';

async function renderOnce(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={url}>
        {/* A fresh store per render: one page's state must never reach another. */}
        <App store={createStore()} />
      </Router>
    </StrictMode>,
    // React outlines large boundaries behind an inline swap script by default; inline everything instead.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

// A boundary that suspended while rendering is written as a fallback plus hidden content that an inline
// script swaps in; the CSP forbids inline scripts, and the page would stay empty until hydration.
const SUSPENDED = /<!--\$\?-->|<div hidden id="S:|\$RC/;

/**
 * Renders one route to HTML at build time (build/prerender.ts). Each pass starts loading the lazy chunks
 * it meets; once they are all loaded a pass renders the whole page inline, with nothing left suspended.
 */
export async function renderRoute(url: string): Promise<string> {
  let html = '';
  for (let pass = 0; pass < 5; pass++) {
    html = await renderOnce(url);
    if (!SUSPENDED.test(html)) return html;
  }
  const at = html.search(SUSPENDED);
  throw new Error(`${url} still suspends after 5 render passes, near: ${html.slice(Math.max(0, at - 400), at + 100)}`);
}
