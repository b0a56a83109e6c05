// Test-only stand-ins for browser APIs jsdom lacks (Cache Storage, service workers, storage.persist) and
// for the network. Only browser APIs are faked; the feature's own modules run for real.
import { vi } from 'vitest';
import { paths } from '../../../src/paths';

/** An in-memory Cache keyed by absolute URL. */
export class FakeCache {
  readonly store = new Map<string, Response>();
  private key(request: RequestInfo | URL) {
    return typeof request === 'string' || request instanceof URL ? new URL(request, location.origin).href : request.url;
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.store.set(this.key(request), response);
  }
  async match(request: RequestInfo | URL) {
    return this.store.get(this.key(request));
  }
  async keys() {
    return [...this.store.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo | URL) {
    return this.store.delete(this.key(request));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async open(name: string) {
    const cache = this.caches.get(name) ?? new FakeCache();
    this.caches.set(name, cache);
    return cache;
  }
  async has(name: string) {
    return this.caches.has(name);
  }
}

/**
 * A prerendered page as tools/build/prerender.ts writes it: hashed assets, the text-size script, the app's scripts named
 * by /hydrate.js's tag, and unrelated links.
 */
export const pageHtml = (build: string) => `<!doctype html><html><head>
<script src="/text-size.js"></script>
<link rel="stylesheet" crossorigin href="/assets/style-${build}.css">
<script src="/hydrate.js" defer data-entry="/assets/index-${build}.js" data-preload="/assets/jsx-runtime-${build}.js"></script>
<link rel="icon" href="/favicon.svg">
<link rel="canonical" href="https://www.example.com/x">
</head><body><div id="root"><a href="/assets/not-loaded.js">x</a></div></body></html>`;

export type ServedFile = { status?: number; body: string; type: string };

/** The files of one build of the site, as the fake network serves them. */
export function siteFiles(build: string): Map<string, ServedFile> {
  return new Map<string, ServedFile>([
    [paths.geriatricAssessment, { body: pageHtml(build), type: 'text/html; charset=utf-8' }],
    [paths.ghapReferralForm, { body: pageHtml(build), type: 'text/html; charset=utf-8' }],
    [paths.clinicContactCard, { body: 'BEGIN:VCARD\r\nEND:VCARD\r\n', type: 'text/vcard; charset=utf-8' }],
    [`/assets/index-${build}.js`, { body: 'js', type: 'text/javascript' }],
    [`/assets/jsx-runtime-${build}.js`, { body: 'js', type: 'text/javascript' }],
    [`/assets/style-${build}.css`, { body: 'css', type: 'text/css' }],
    ['/text-size.js', { body: 'js', type: 'text/javascript' }],
    ['/hydrate.js', { body: 'js', type: 'text/javascript' }],
  ]);
}

/**
 * Installs Cache Storage, fetch, a ready service worker and storage.persist. `served` may be changed by
 * the test at any time; `gate`, when set, holds every response until it resolves.
 */
export function installBrowserFakes() {
  const state = {
    served: siteFiles('AAA'),
    fetchCalls: [] as { path: string; cache?: RequestCache }[],
    cacheStorage: new FakeCacheStorage(),
    persist: vi.fn(async () => true),
    updateCheck: vi.fn(async () => undefined),
    gate: null as Promise<void> | null,
  };
  vi.stubGlobal('caches', state.cacheStorage);
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    state.fetchCalls.push({ path, cache: init?.cache });
    if (state.gate) await state.gate;
    const file = state.served.get(path);
    if (!file) return new Response('Not found', { status: 404 });
    return new Response(file.body, { status: file.status ?? 200, headers: { 'Content-Type': file.type } });
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ update: state.updateCheck }) },
  });
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist: state.persist } });
  return state;
}

export function removeBrowserFakes() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'storage');
}

/**
 * jsdom has no matchMedia: stands in for the browser's, answering `prefers-reduced-motion: reduce` as asked and
 * every other query with no match; `undefined` takes it away again (as jsdom has it).
 */
export function stubReducedMotion(reduce: boolean | undefined): void {
  if (reduce === undefined) {
    Reflect.deleteProperty(window, 'matchMedia');
    return;
  }
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
