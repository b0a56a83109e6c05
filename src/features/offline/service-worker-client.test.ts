// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { AppStore } from '../../lib/app-store';
import { SKIP_WAITING_MESSAGE } from '@shared/pwa/messages';
import { startServiceWorker } from './service-worker-client';
import { updateAtom } from './update-store';

/** A service worker as the browser reports it: its state changes fire `statechange`; messages are recorded. */
class FakeWorker extends EventTarget {
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

/** The browser's service worker machinery (navigator.serviceWorker and the registration it resolves to). */
class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    update: vi.fn(() => Promise.resolve()),
  });
  register = vi.fn(() => Promise.resolve(this.registration));
  /** A new version found: it installs, then waits (this app's worker waits for the visitor's say). */
  install(): FakeWorker {
    const worker = new FakeWorker();
    this.registration.installing = worker;
    this.registration.dispatchEvent(new Event('updatefound'));
    worker.moveTo('installed');
    this.registration.installing = null;
    this.registration.waiting = worker;
    return worker;
  }
  takeOver(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const reload = vi.fn();
let store: AppStore;
let container: FakeContainer;
const getUpdateState = () => store.get(updateAtom);
const start = () => startServiceWorker(store, container as unknown as ServiceWorkerContainer);

beforeEach(() => {
  vi.useFakeTimers();
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, reload });
  store = createStore();
  container = new FakeContainer();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('service worker client', () => {
  it('registers /sw.js for the whole site', async () => {
    await start();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('checks for a new version every hour', async () => {
    await start();
    vi.advanceTimersByTime(59 * 60 * 1000);
    expect(container.registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 1000);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
  });

  it('checks when the window regains focus, at most once a minute', async () => {
    await start();
    vi.advanceTimersByTime(61 * 1000);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(61 * 1000);
    window.dispatchEvent(new Event('focus'));
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });

  it('treats the first install as no update: no prompt, no reload when it takes control', async () => {
    await start();
    const first = container.install();
    expect(getUpdateState().waiting).toBe(false);
    container.takeOver(first);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a waiting version, and reloads once only after the visitor accepts it', async () => {
    container.controller = new FakeWorker();
    await start();
    const next = container.install();
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
    await start();
    expect(getUpdateState().waiting).toBe(true);
    getUpdateState().accept();
    expect(waiting.messages).toEqual([{ type: SKIP_WAITING_MESSAGE }]);
  });
});
