// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../lib/app-store';
import {
  EARLY_INSTALL_PROMPT,
  INSTALL_DISMISSED_KEY,
  NO_INSTALL,
  captureInstallPrompt,
  installAtom,
  isIosSafari,
  isStandalone,
  promptInstallAtom,
} from './install-prompt';
import { APP_INSTALLED, keepInstallPrompt } from './keep-install-prompt';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const nav = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints }) as Navigator;

function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

// A fresh store per test: each test is a new page load.
let store: AppStore;
let stop: () => void = () => {};
const getInstallSnapshot = () => store.get(installAtom);
const promptInstall = () => store.set(promptInstallAtom);

beforeEach(() => {
  localStorage.clear();
  store = createStore();
  stop = captureInstallPrompt(window, store);
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('captureInstallPrompt', () => {
  it('keeps the browser’s install event instead of letting it show its own banner', () => {
    const listener = vi.fn();
    const unsubscribe = store.sub(installAtom, listener);
    expect(getInstallSnapshot().canPrompt).toBe(false);
    const { event } = installEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(getInstallSnapshot().canPrompt).toBe(true);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('picks up an install event kept by hydrate.js before the app started', async () => {
    stop();
    const { event, prompt } = installEvent('accepted');
    Object.assign(window, { [EARLY_INSTALL_PROMPT]: event });
    stop = captureInstallPrompt(window, store);
    expect(getInstallSnapshot().canPrompt).toBe(true);
    await promptInstall();
    expect(prompt).toHaveBeenCalledTimes(1);
    delete (window as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT];
  });

  it('prompts once, and an accepted install counts as installed and is remembered', async () => {
    const { event, prompt } = installEvent('accepted');
    window.dispatchEvent(event);
    await expect(promptInstall()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(getInstallSnapshot()).toMatchObject({ canPrompt: false, isInstalled: true });
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('installed');
    await expect(promptInstall()).resolves.toBe('unavailable');
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('takes a "no" in the browser’s dialog as a dismissal', async () => {
    window.dispatchEvent(installEvent('dismissed').event);
    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(getInstallSnapshot().dismissed).toBe(true);
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('dismissed');
  });

  it('notices an install made from the browser’s own menu', () => {
    window.dispatchEvent(installEvent('accepted').event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(getInstallSnapshot()).toMatchObject({ canPrompt: false, isInstalled: true });
  });

  it('stops listening when asked, and forgets the offer', () => {
    window.dispatchEvent(installEvent('accepted').event);
    stop();
    expect(getInstallSnapshot()).toEqual(NO_INSTALL);
    const { event } = installEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(getInstallSnapshot().canPrompt).toBe(false);
  });

  it('takes over what the page kept before the offer loaded: the install event, or an install already made', async () => {
    stop();
    // keepInstallPrompt listens on a window of its own here, so that it outlives this test.
    const page = new EventTarget() as Window;
    Object.assign(page, { navigator: window.navigator });
    keepInstallPrompt(page);
    const { event, prompt } = installEvent('accepted');
    page.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    stop = captureInstallPrompt(page, store);
    expect(getInstallSnapshot().canPrompt).toBe(true);
    await promptInstall();
    expect(prompt).toHaveBeenCalledTimes(1);
    // A second capture for the same page and store is the first one.
    expect(captureInstallPrompt(page, store)).toBe(stop);
    stop();

    const installed = new EventTarget() as Window;
    Object.assign(installed, { navigator: window.navigator });
    keepInstallPrompt(installed);
    installed.dispatchEvent(installEvent('accepted').event);
    installed.dispatchEvent(new Event('appinstalled'));
    expect((installed as unknown as Record<string, unknown>)[APP_INSTALLED]).toBe(true);
    stop = captureInstallPrompt(installed, store);
    expect(getInstallSnapshot()).toMatchObject({ canPrompt: false, isInstalled: true });
  });

  it('offers nothing where the listener never started, as in the server render, even on an iPhone', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    expect(createStore().get(installAtom)).toEqual(NO_INSTALL);
    expect(getInstallSnapshot().isIos).toBe(false);
    stop();
    stop = captureInstallPrompt(window, store);
    expect(getInstallSnapshot().isIos).toBe(true);
  });
});

describe('isIosSafari', () => {
  it('knows iPhone Safari, and an iPad that reports itself as a Mac with a touch screen', () => {
    expect(isIosSafari(nav(IPHONE_SAFARI, 5))).toBe(true);
    expect(isIosSafari(nav(IPAD_AS_MAC, 5))).toBe(true);
  });

  it('leaves out desktop Safari, other iOS browsers and Android', () => {
    expect(isIosSafari(nav(IPAD_AS_MAC, 0))).toBe(false);
    expect(isIosSafari(nav(IPHONE_CHROME, 5))).toBe(false);
    expect(isIosSafari(nav(ANDROID_CHROME, 5))).toBe(false);
  });
});

describe('isStandalone', () => {
  it('is false in a browser tab, including one without matchMedia', () => {
    expect(isStandalone()).toBe(false);
  });

  it('is true in the installed app (display-mode media query) and in iOS home-screen apps', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    expect(isStandalone()).toBe(true);
    vi.unstubAllGlobals();
    const iosApp = { navigator: { standalone: true } } as unknown as Window;
    expect(isStandalone(iosApp)).toBe(true);
  });
});
