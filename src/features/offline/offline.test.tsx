// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineIndicator } from './components/OfflineIndicator';
import { UpdatePrompt } from './components/UpdatePrompt';
import { NO_UPDATE, setUpdateState } from './update-store';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setUpdateState(NO_UPDATE);
});

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
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
});

describe('UpdatePrompt', () => {
  it('appears when a new version is waiting and accepts it on Reload', () => {
    const accept = vi.fn();
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available.')).toBeNull();
    act(() => setUpdateState({ waiting: true, accept }));
    expect(screen.getByRole('status').textContent).toContain('A new version is available.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(accept).toHaveBeenCalledTimes(1);
  });
});
