// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { AppStore } from '../../lib/app-store';
import { SKIP_WAITING_MESSAGE } from '@shared/pwa/messages';
import { startServiceWorker } from './service-worker-client';
import { updateAtom } from './update-store';

// workbox-window itself runs here, against the browser's service worker machinery played by these fakes: the test
// shows which of its lifecycle events reach the update prompt, and what the prompt sends back.

const SCRIPT_URL = new URL('/sw.js', window.location.href).href;

/** A service worker as the browser reports it: its state changes fire `statechange`; messages are recorded. */
class FakeWorker extends EventTarget {
  scriptURL = SCRIPT_URL;
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** navigator.serviceWorker and the registration it resolves to. */
class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    active: null as FakeWorker | null,
    update: vi.fn(() => Promise.resolve()),
  });
  register = vi.fn(() => Promise.resolve(this.registration));
  /** A new version found: it installs, then waits (this app's worker waits for the visitor's say). */
  install(): FakeWorker {
    const worker = new FakeWorker();
    this.registration.installing = worker;
    this.registration.dispatchEvent(new Event('updatefound'));
    this.registration.installing = null;
    this.registration.waiting = worker;
    worker.moveTo('installed');
    return worker;
  }
  takeOver(worker: FakeWorker) {
    this.registration.waiting = null;
    this.registration.active = worker;
    worker.moveTo('activating');
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
    worker.moveTo('activated');
  }
}

const reload = vi.fn();
let store: AppStore;
let container: FakeContainer;
const getUpdateState = () => store.get(updateAtom);
/** workbox-window reports `waiting` once a worker has stayed installed for a moment (200 ms). */
const settle = () => vi.advanceTimersByTimeAsync(500);

beforeEach(() => {
  vi.useFakeTimers();
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, href: window.location.href, reload });
  store = createStore();
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('service worker client (workbox-window)', () => {
  it('registers /sw.js for the whole site', async () => {
    await startServiceWorker(store);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('checks for a new version every hour, and on focus at most once a minute', async () => {
    await startServiceWorker(store);
    vi.advanceTimersByTime(59 * 60 * 1000);
    expect(container.registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 1000);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(61 * 1000);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });

  it('treats the first install as no update: no prompt, no reload when it takes control', async () => {
    await startServiceWorker(store);
    const first = container.install();
    await settle();
    expect(getUpdateState().waiting).toBe(false);
    container.takeOver(first);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a waiting version (workbox `waiting`), and reloads once on `controlling` after messageSkipWaiting', async () => {
    container.controller = new FakeWorker();
    await startServiceWorker(store);
    const next = container.install();
    expect(getUpdateState().waiting).toBe(false);
    await settle();
    expect(getUpdateState().waiting).toBe(true);
    expect(next.messages).toEqual([]);
    getUpdateState().accept();
    expect(next.messages).toEqual([{ type: SKIP_WAITING_MESSAGE }]);
    container.takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting from an earlier visit', async () => {
    container.controller = new FakeWorker();
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    container.registration.waiting = waiting;
    await startServiceWorker(store);
    await settle();
    expect(getUpdateState().waiting).toBe(true);
    getUpdateState().accept();
    expect(waiting.messages).toEqual([{ type: SKIP_WAITING_MESSAGE }]);
  });

  it('offers a version another tab installed (isExternal), and every later one an update check finds', async () => {
    container.controller = new FakeWorker();
    await startServiceWorker(store);
    // Long after registration workbox-window takes an update for another tab's doing (isExternal).
    vi.advanceTimersByTime(2 * 60 * 1000);
    const external = container.install();
    await settle();
    expect(getUpdateState().waiting).toBe(true);
    // A newer version replaces the waiting one before the visitor answered: the prompt follows it.
    const newer = new FakeWorker();
    newer.state = 'installed';
    container.registration.waiting = newer;
    external.moveTo('redundant');
    expect(getUpdateState().waiting).toBe(false);
    window.dispatchEvent(new Event('focus'));
    expect(getUpdateState().waiting).toBe(true);
    getUpdateState().accept();
    expect(newer.messages).toEqual([{ type: SKIP_WAITING_MESSAGE }]);
    expect(external.messages).toEqual([]);
  });

  it('when another tab accepted the update, the prompt here only reloads', async () => {
    container.controller = new FakeWorker();
    await startServiceWorker(store);
    const next = container.install();
    await settle();
    expect(getUpdateState().waiting).toBe(true);
    vi.advanceTimersByTime(2 * 60 * 1000);
    // Accepted elsewhere: the new worker takes over this page too (workbox `controlling`).
    container.takeOver(next);
    expect(reload).not.toHaveBeenCalled();
    getUpdateState().accept();
    expect(next.messages).toEqual([]);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
