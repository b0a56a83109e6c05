// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// public/hydrate.js, which prerender.ts's hydrateAfterPaint writes into every prerendered page: run as the browser
// runs a deferred script, with the browser's paint reports, frames and visibility under the test's control.
const SCRIPT = readFileSync(join(import.meta.dirname, '../../public/hydrate.js'), 'utf8');
const ENTRY = '/assets/index-test.js';

type PaintCallback = () => void;
let paintObservers: PaintCallback[];
let frames: FrameRequestCallback[];

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  constructor(private readonly callback: PaintCallback) {}
  observe(options: { type: string; buffered?: boolean }) {
    expect(options).toEqual({ type: 'paint', buffered: true });
    paintObservers.push(this.callback);
  }
  disconnect() {
    paintObservers = paintObservers.filter((callback) => callback !== this.callback);
  }
}

function runHydrateScript(visibility: DocumentVisibilityState = 'visible') {
  const tag = document.createElement('script');
  tag.setAttribute('data-entry', ENTRY);
  tag.setAttribute('data-preload', '/assets/framework-test.js');
  document.head.append(tag);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
  new Function(SCRIPT)();
}

const entryScripts = () => [...document.head.querySelectorAll(`script[src="${ENTRY}"]`)];
const paint = () => paintObservers.forEach((callback) => callback());

beforeEach(() => {
  vi.useFakeTimers();
  paintObservers = [];
  frames = [];
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

describe('hydrate.js', () => {
  it('starts the app once the browser reports the first paint, not at a frame before it', () => {
    runHydrateScript();
    frames.forEach((callback) => callback(0));
    vi.advanceTimersByTime(2_500);
    expect(entryScripts()).toHaveLength(0);

    paint();
    vi.advanceTimersByTime(0);
    expect(entryScripts()).toHaveLength(1);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/framework-test.js',
    );
    // The backstop finds it started and adds nothing.
    vi.advanceTimersByTime(5_000);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    runHydrateScript('hidden');
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts after 3 s if no paint is ever reported', () => {
    runHydrateScript();
    vi.advanceTimersByTime(2_999);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it('falls back to a frame and a task where the browser has no paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runHydrateScript();
    expect(entryScripts()).toHaveLength(0);
    frames.forEach((callback) => callback(0));
    vi.advanceTimersByTime(0);
    expect(entryScripts()).toHaveLength(1);
  });
});
