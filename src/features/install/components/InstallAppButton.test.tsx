// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_DISMISSED_KEY, captureInstallPrompt } from '../install-prompt';
import { InstallAppButton } from './InstallAppButton';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CARD = { name: 'Keep us on your home screen' };

let stop: () => void = () => {};

/** Starts the app's listener, as main.tsx does; the browser's state is read from here on. */
function startApp() {
  stop();
  stop = captureInstallPrompt();
}

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

function useIphone() {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
}

beforeEach(() => {
  localStorage.clear();
  startApp();
});
afterEach(() => {
  cleanup();
  stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Lets a card that was about to show finish loading, so that "nothing shown" is not just "not loaded yet". */
async function settle(): Promise<void> {
  await act(async () => {
    await import('./InstallCard');
  });
}

describe('InstallAppButton', () => {
  it('renders nothing where the site cannot be installed from the page', async () => {
    render(<InstallAppButton />);
    await settle();
    expect(screen.queryByRole('region', CARD)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('appears when the browser offers an install, and opens the browser’s dialog', async () => {
    render(<InstallAppButton />);
    const prompt = offerInstall('accepted');
    // The card's code loads once there is something to offer.
    expect(await screen.findByRole('region', CARD)).toBeTruthy();
    expect(screen.getByText(/GHAP referral information/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('region', CARD)).toBeNull());
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('installed');
  });

  it('goes away for good when the visitor declines in the browser’s dialog', async () => {
    render(<InstallAppButton />);
    offerInstall('dismissed');
    fireEvent.click(await screen.findByRole('button', { name: 'Install the app' }));
    await waitFor(() => expect(screen.queryByRole('region', CARD)).toBeNull());
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('dismissed');
  });

  it('remembers "Not now" on this device, even when the browser offers again', async () => {
    const { unmount } = render(<InstallAppButton />);
    offerInstall();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', CARD)).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('dismissed');
    unmount();

    // The next visit: a fresh start of the app with the choice still stored.
    startApp();
    render(<InstallAppButton />);
    offerInstall();
    await settle();
    expect(screen.queryByRole('region', CARD)).toBeNull();
  });

  it('renders nothing inside the installed app', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    startApp();
    render(<InstallAppButton />);
    offerInstall();
    await settle();
    expect(screen.queryByRole('region', CARD)).toBeNull();
  });

  it('shows the iOS steps in a dialog that Escape and Close both close', async () => {
    useIphone();
    startApp();
    render(<InstallAppButton />);
    const install = await screen.findByRole('button', { name: 'Install the app' });
    expect(install.getAttribute('aria-haspopup')).toBe('dialog');

    install.focus();
    fireEvent.click(install);
    const dialog = await screen.findByRole('dialog', { name: 'Add the app to your Home Screen' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Add to Home Screen')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(install);

    fireEvent.click(install);
    await screen.findByRole('dialog', { name: 'Add the app to your Home Screen' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing on the server and while hydrating, so hydration matches', async () => {
    useIphone();
    startApp();
    offerInstall();
    const html = renderToString(<InstallAppButton />);
    expect(html).toBe('');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <InstallAppButton />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    // Straight after hydration the browser's state shows (once the card's code has loaded).
    expect(await screen.findByRole('region', CARD)).toBeTruthy();
    act(() => root?.unmount());
    container.remove();
  });
});
