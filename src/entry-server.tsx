// The one server entry: tools/build/prerender.ts renders every static route with it at build time, and the `pages`
// Cloud Function (functions/src/pages) renders blogs, location pages and 404s with it on request (decision 0011).
// How a page reaches the browser, from here to hydration: docs/rendering.md.
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app/app';
import { SITE_CONFIG } from './config/site-config';
import type { PreloadedRecord } from './rendering/preloaded-record';
import * as renderer from './rendering/render-document';

export type { PreloadedRecord };
export type { RenderedPage } from './rendering/render-document';
export { splitHoistedHead } from './rendering/hoisted-head';

/** The public origin baked into this build (canonical links, the sitemap). */
export const SITE_URL: string = SITE_CONFIG.siteUrl;

const app = (url: string, preloaded: PreloadedRecord | null) => (
  <StrictMode>
    <Router ssrPath={url}>
      {/* A fresh store per render: one page's state must never reach another. */}
      <App store={createStore()} preloaded={preloaded} />
    </Router>
  </StrictMode>
);

/** One route's markup (renderer.renderRoute with this app). */
export const renderRoute = (url: string, preloaded: PreloadedRecord | null = null) =>
  renderer.renderRoute(app, url, preloaded);

/** A whole HTML document for one route (renderer.renderDocument with this app). */
export const renderDocument = (template: string, url: string, preloaded: PreloadedRecord | null = null) =>
  renderer.renderDocument(app, template, url, preloaded);
