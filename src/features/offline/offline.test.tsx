// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateHtml } from '../../../tests/support/web/hydrate';
import { appStore, type AppStore } from '../../lib/app-store';
import { OfflineIndicator } from './components/OfflineIndicator';
import { UpdatePrompt } from './components/UpdatePrompt';
import { NO_UPDATE, updateAtom } from './update-store';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  appStore.set(updateAtom, NO_UPDATE);
});

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

/**
 * Prerenders `ui` with its own store, as the server does, hydrates it with the browser's `store`, then runs
 * `check` on the prerendered HTML and the hydration errors.
 */
async function prerenderThenHydrate(
  ui: ReactNode,
  store: AppStore,
  check: (html: string, onRecoverableError: ReturnType<typeof vi.fn>) => void,
) {
  const html = renderToString(<Provider store={createStore()}>{ui}</Provider>);
  await hydrateHtml(html, <Provider store={store}>{ui}</Provider>, (onRecoverableError) =>
    check(html, onRecoverableError),
  );
}

describe('OfflineIndicator', () => {
  it('says nothing while online, and says what still works once offline', () => {
    render(<OfflineIndicator />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    goOffline(true);
    expect(region.textContent).toContain('You are offline.');
    expect(region.textContent).toContain('GHAP referral pack still work');
    goOffline(false);
    expect(region.textContent).toBe('');
  });

  it('is empty in the prerendered HTML, hydrates offline without a mismatch, then says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await prerenderThenHydrate(<OfflineIndicator />, createStore(), (html, onRecoverableError) => {
      expect(html).not.toContain('You are offline');
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(screen.getByRole('status').textContent).toContain('You are offline.');
    });
  });
});

describe('UpdatePrompt', () => {
  it('appears when a new version is waiting and accepts it on Reload', () => {
    const accept = vi.fn();
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available.')).toBeNull();
    // As the service worker client does, from outside React.
    act(() => appStore.set(updateAtom, { waiting: true, accept }));
    expect(screen.getByRole('status').textContent).toContain('A new version is available.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(accept).toHaveBeenCalledTimes(1);
  });

  it('hydrates without a mismatch when a version was already waiting, then offers it', async () => {
    const store = createStore();
    store.set(updateAtom, { waiting: true, accept: () => {} });
    await prerenderThenHydrate(<UpdatePrompt />, store, (html, onRecoverableError) => {
      expect(html).toBe('');
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(screen.getByRole('status').textContent).toContain('A new version is available.');
    });
  });
});
