// The document renderer of the web app: the whole page, its head tags and the embedded record, from any element
// tree. It knows nothing of the app (src/entry-server.tsx hands it the app): the server render of every page
// goes through here, at build time and on request. See docs/rendering.md.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { splitHoistedHead } from './hoisted-head';
import { serializePreloadedRecord, type PreloadedRecord } from './preloaded-record';

/** The document, and the head tags that went into it (the offline page lists pages by their title). */
export type RenderedPage = { html: string; head: string };

type RenderApp = (url: string, preloaded: PreloadedRecord | null) => ReactNode;

async function prerenderOnce(app: RenderApp, url: string, preloaded: PreloadedRecord | null): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app(url, preloaded), {
    // React outlines large boundaries behind an inline swap script by default; inline everything instead.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

// A boundary that suspended while rendering is written as a fallback plus hidden content that an inline
// script swaps in (or, from renderToString, as a fallback left to the client); the CSP forbids inline scripts,
// and the page would stay empty until hydration.
const SUSPENDED = /<!--\$[?!]-->|<div hidden id="S:|\$RC/;

/**
 * Renders one route to HTML. Once a route's lazy chunks are loaded (every request but a process's first),
 * one synchronous pass renders it whole; otherwise each prerender pass starts loading the chunks it meets,
 * until a pass renders the whole page inline, with nothing left suspended.
 */
export async function renderRoute(
  app: RenderApp,
  url: string,
  preloaded: PreloadedRecord | null = null,
): Promise<string> {
  let html = renderToString(app(url, preloaded));
  // One scan of the page per pass: on a warm process this is the only one.
  let at = html.search(SUSPENDED);
  for (let pass = 0; at !== -1 && pass < 5; pass++) {
    html = await prerenderOnce(app, url, preloaded);
    at = html.search(SUSPENDED);
  }
  if (at === -1) return html;
  throw new Error(`${url} still suspends after 5 render passes, near: ${html.slice(Math.max(0, at - 400), at + 100)}`);
}

/**
 * A whole HTML document for one route: the page template (the client build's index.html, its scripts started
 * after the first paint), the route's head tags in place of the template's defaults, its markup in #root, and
 * the preloaded record (if any) for hydration.
 */
export async function renderDocument(
  app: RenderApp,
  template: string,
  url: string,
  preloaded: PreloadedRecord | null = null,
): Promise<RenderedPage> {
  const { head, body } = splitHoistedHead(await renderRoute(app, url, preloaded));
  // Only JSON-LD may be inline: the CSP (script-src 'self') would block any other inline script.
  const inline = body.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/);
  if (inline) throw new Error(`${url}: the rendered HTML contains an inline script: ${inline[0]}`);
  const html = template
    .replace(/<title data-ssr>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+data-ssr\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
    .replace('</body>', () => `${preloaded ? serializePreloadedRecord(preloaded) : ''}</body>`);
  return { html, head };
}
