// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { AppStore } from '../../lib/app-store';
import { updateAtom } from './update-store';

// workbox-window is a third-party module; this stands in for the browser's service worker machinery.
type Listener = () => void;
const fake = vi.hoisted(() => ({
  instances: [] as {
    listeners: Map<string, Listener[]>;
    update: ReturnType<typeof vi.fn>;
    messageSkipWaiting: ReturnType<typeof vi.fn>;
    emit: (type: string) => void;
  }[],
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, Listener[]>();
    update = vi.fn(() => Promise.resolve());
    messageSkipWaiting = vi.fn();
    constructor() {
      fake.instances.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    register() {
      return Promise.resolve({});
    }
    emit(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  },
}));

const { startServiceWorker } = await import('./service-worker-client');
const reload = vi.fn();
let store: AppStore;
const getUpdateState = () => store.get(updateAtom);

beforeEach(() => {
  vi.useFakeTimers();
  fake.instances.length = 0;
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, reload });
  store = createStore();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function start() {
  await startServiceWorker(store);
  const wb = fake.instances.at(-1);
  if (!wb) throw new Error('No Workbox was created.');
  return wb;
}

describe('service worker client', () => {
  it('checks for a new version every hour', async () => {
    const wb = await start();
    vi.advanceTimersByTime(59 * 60 * 1000);
    expect(wb.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 1000);
    expect(wb.update).toHaveBeenCalledTimes(1);
  });

  it('checks when the window regains focus, at most once a minute', async () => {
    const wb = await start();
    vi.advanceTimersByTime(61 * 1000);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    expect(wb.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(61 * 1000);
    window.dispatchEvent(new Event('focus'));
    expect(wb.update).toHaveBeenCalledTimes(2);
  });

  it('offers a waiting version, and reloads once only after the visitor accepts it', async () => {
    const wb = await start();
    // A first install taking control is not an update: no reload.
    wb.emit('controlling');
    expect(reload).not.toHaveBeenCalled();
    expect(getUpdateState().waiting).toBe(false);

    wb.emit('waiting');
    expect(getUpdateState().waiting).toBe(true);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    getUpdateState().accept();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    wb.emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
