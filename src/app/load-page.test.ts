// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MESSAGE, CHUNK_TIMEOUT_MS, loadPage } from './load-page';

const reload = vi.fn();
beforeEach(() => {
  sessionStorage.clear();
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, pathname: '/team', reload });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('loadPage', () => {
  it('returns the module when the import works', async () => {
    await expect(loadPage(() => Promise.resolve({ TeamPage: 1 }))).resolves.toEqual({ TeamPage: 1 });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when a chunk fails to load, and stays suspended meanwhile', async () => {
    const pending = loadPage(failing);
    let settled = false;
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });

  it('does not reload a second time for the same page: the error reaches the error boundary', async () => {
    void loadPage(failing);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadPage(failing)).rejects.toThrow('dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a successful load resets the guard, so a later deploy can recover again', async () => {
    void loadPage(failing);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await loadPage(() => Promise.resolve({}));
    void loadPage(failing);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while offline: a reload could not fetch anything either', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValueOnce(false);
    await expect(loadPage(failing)).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });

  describe('a chunk that never arrives (fake clock)', () => {
    const stalled = () => new Promise<never>(() => {});

    it("waits the spec's 120 seconds, then reloads once as for a failed chunk", async () => {
      expect(CHUNK_TIMEOUT_MS).toBe(120_000);
      vi.useFakeTimers();
      void loadPage(stalled);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('after the reload, a second stall reaches the error boundary as a timeout error', async () => {
      vi.useFakeTimers();
      void loadPage(stalled);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
      const second = loadPage(stalled);
      const outcome = expect(second).rejects.toThrow(CHUNK_TIMEOUT_MESSAGE);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
      await outcome;
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('a slow chunk that arrives in time is used, and its timer does not fire later', async () => {
      vi.useFakeTimers();
      const slow = () => new Promise((resolve) => setTimeout(() => resolve({ TeamPage: 1 }), CHUNK_TIMEOUT_MS - 1000));
      const loading = loadPage(slow);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1000);
      await expect(loading).resolves.toEqual({ TeamPage: 1 });
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
