import { atom } from 'jotai';
import { appStore, type AppStore } from '../../lib/app-store';
import { APP_INSTALLED, EARLY_INSTALL_PROMPT, type KeptInstallState } from './keep-install-prompt';

/**
 * Install state, in atoms of the app's store. It loads with the footer's install offer, not with the page:
 * `captureInstallPrompt()` runs when the offer first mounts and takes over from keep-install-prompt.ts, which has kept
 * Chromium's `beforeinstallprompt` (fired only once per page load) and any `appinstalled` since the app started.
 */

/** Chromium's event (not in TypeScript's DOM types): `prompt()` works once, `userChoice` says what happened. */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

export type InstallSnapshot = {
  /** Chromium offered an install that our button can trigger. */
  canPrompt: boolean;
  /** iOS Safari, where installing is done by hand from the Share menu. */
  isIos: boolean;
  /** Running as the installed app, or installed during this visit. */
  isInstalled: boolean;
  /** The visitor said "Not now" (or declined the browser's prompt) on this device. */
  dismissed: boolean;
};

export const INSTALL_DISMISSED_KEY = 'clinic.install.dismissed';
export { EARLY_INSTALL_PROMPT };

/** Nothing installable: the server render, the hydrating render, and the browser before the listener starts. */
export const NO_INSTALL: InstallSnapshot = { canPrompt: false, isIos: false, isInstalled: false, dismissed: false };

/** The browser's side of the state, read when the listener starts (never during the server render). */
const browserAtom = atom<Omit<InstallSnapshot, 'canPrompt'>>(NO_INSTALL);
/** Chromium's kept event, until it is used: it can prompt only once. */
const eventAtom = atom<BeforeInstallPromptEvent | null>(null);

export const installAtom = atom<InstallSnapshot>((get) => ({
  ...get(browserAtom),
  canPrompt: get(eventAtom) !== null,
}));

export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (win.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

/**
 * iPhone, iPod or iPad in Safari. iPadOS reports itself as a Mac, told apart by its touch screen. Other iOS
 * browsers and in-app views are left out: their menus differ, and some cannot add to the home screen at all.
 */
export function isIosSafari(nav: Navigator = navigator): boolean {
  const ua = nav.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram/.test(ua);
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Remembers on this device that the offer is not wanted (or no longer needed), so it never shows again. */
export const rememberInstallDismissedAtom = atom(null, (_get, set, reason: 'dismissed' | 'installed') => {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, reason);
  } catch {
    // Storage refused (private browsing): the offer still hides for this visit.
  }
  if (reason === 'installed') set(eventAtom, null);
  set(browserAtom, (state) =>
    reason === 'installed' ? { ...state, isInstalled: true } : { ...state, dismissed: true },
  );
});

/** Shows Chromium's install dialog; resolves with the visitor's answer, or 'unavailable' if there is none. */
export const promptInstallAtom = atom(null, async (get, set): Promise<'accepted' | 'dismissed' | 'unavailable'> => {
  const event = get(eventAtom);
  if (!event) return 'unavailable';
  // The event can prompt only once, whatever the answer.
  set(eventAtom, null);
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    set(rememberInstallDismissedAtom, outcome === 'accepted' ? 'installed' : 'dismissed');
    return outcome;
  } catch {
    return 'unavailable';
  }
});

/** The capture under way, so that mounting the offer again (another page) does not start a second one. */
let capturing: { win: Window; store: AppStore; stop: () => void } | null = null;

/**
 * Starts listening, once per window and store (a second call returns the first's `stop`). Keeps Chromium's install
 * event for our button instead of the browser's own mini-infobar, starting from what keep-install-prompt.ts kept.
 * Returns a function that stops listening and forgets the state.
 */
export function captureInstallPrompt(win: Window = window, store: AppStore = appStore): () => void {
  if (capturing?.win === win && capturing.store === store) return capturing.stop;
  const kept = win as Window & KeptInstallState;
  store.set(browserAtom, {
    isIos: isIosSafari(win.navigator),
    isInstalled: isStandalone(win),
    dismissed: readDismissed(),
  });
  const onBeforeInstallPrompt = (event: Event) => {
    event.preventDefault();
    store.set(eventAtom, event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => store.set(rememberInstallDismissedAtom, 'installed');
  // Kept since the page loaded (public/hydrate.js before the app started, keep-install-prompt.ts after).
  if (kept[APP_INSTALLED]) onInstalled();
  else if (kept[EARLY_INSTALL_PROMPT]) onBeforeInstallPrompt(kept[EARLY_INSTALL_PROMPT]);
  win.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  win.addEventListener('appinstalled', onInstalled);
  const stop = () => {
    win.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    win.removeEventListener('appinstalled', onInstalled);
    store.set(eventAtom, null);
    store.set(browserAtom, NO_INSTALL);
    if (capturing?.stop === stop) capturing = null;
  };
  capturing = { win, store, stop };
  return stop;
}
