import { atom } from 'jotai';
import { appStore, type AppStore } from '../../lib/app-store';

/**
 * Install state, in atoms of the app's store. It ships on every page, so it stays small and does nothing until
 * asked: `captureInstallPrompt()` runs once at startup, outside React and early, because Chromium fires
 * `beforeinstallprompt` only once per page load and a component mounted later would miss it.
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
/** Where public/hydrate.js keeps a `beforeinstallprompt` that fired before the app started. */
export const EARLY_INSTALL_PROMPT = '__clinicInstallPrompt';

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

/**
 * Starts listening; call once at startup. Keeps Chromium's install event for our button instead of the
 * browser's own mini-infobar. Returns a function that stops listening and forgets the state.
 */
export function captureInstallPrompt(win: Window = window, store: AppStore = appStore): () => void {
  store.set(browserAtom, {
    isIos: isIosSafari(win.navigator),
    isInstalled: isStandalone(win),
    dismissed: readDismissed(),
  });
  const onBeforeInstallPrompt = (event: Event) => {
    event.preventDefault();
    store.set(eventAtom, event as BeforeInstallPromptEvent);
  };
  // On prerendered pages the app starts after the first paint (public/hydrate.js), which keeps an event
  // that fired before then.
  const early = (win as Window & { [EARLY_INSTALL_PROMPT]?: Event })[EARLY_INSTALL_PROMPT];
  if (early) onBeforeInstallPrompt(early);
  const onInstalled = () => store.set(rememberInstallDismissedAtom, 'installed');
  win.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    win.removeEventListener('appinstalled', onInstalled);
    store.set(eventAtom, null);
    store.set(browserAtom, NO_INSTALL);
  };
}
