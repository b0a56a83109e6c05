/**
 * Install state, in a tiny store read with useSyncExternalStore. It ships on every page, so it stays small
 * and does nothing until asked: `captureInstallPrompt()` runs once at startup, early, because Chromium fires
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

const SERVER_SNAPSHOT: InstallSnapshot = { canPrompt: false, isIos: false, isInstalled: false, dismissed: false };

let deferred: BeforeInstallPromptEvent | null = null;
let snapshot: InstallSnapshot | null = null;
const listeners = new Set<() => void>();

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

function update(change: Partial<InstallSnapshot>): void {
  snapshot = { ...getInstallSnapshot(), ...change };
  for (const listener of listeners) listener();
}

/** The browser's view, computed on first read (never during the server render) and then kept up to date. */
export function getInstallSnapshot(): InstallSnapshot {
  snapshot ??= {
    canPrompt: deferred !== null,
    isIos: isIosSafari(),
    isInstalled: isStandalone(),
    dismissed: readDismissed(),
  };
  return snapshot;
}

export function getServerInstallSnapshot(): InstallSnapshot {
  return SERVER_SNAPSHOT;
}

export function subscribeToInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers on this device that the offer is not wanted (or no longer needed), so it never shows again. */
export function rememberInstallDismissed(reason: 'dismissed' | 'installed'): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, reason);
  } catch {
    // Storage refused (private browsing): the offer still hides for this visit.
  }
  update(reason === 'installed' ? { isInstalled: true, canPrompt: false } : { dismissed: true });
}

/** Shows Chromium's install dialog; resolves with the visitor's answer, or 'unavailable' if there is none. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  // The event can prompt only once, whatever the answer.
  deferred = null;
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    rememberInstallDismissed(outcome === 'accepted' ? 'installed' : 'dismissed');
    return outcome;
  } catch {
    update({ canPrompt: false });
    return 'unavailable';
  }
}

/**
 * Starts listening; call once at startup. Keeps Chromium's install event for our button instead of the
 * browser's own mini-infobar. Returns a function that stops listening and forgets the state.
 */
export function captureInstallPrompt(win: Window = window): () => void {
  const onBeforeInstallPrompt = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update({ canPrompt: true });
  };
  // On prerendered pages the app starts after the first paint (public/hydrate.js), which keeps an event
  // that fired before then.
  const early = (win as Window & { [EARLY_INSTALL_PROMPT]?: Event })[EARLY_INSTALL_PROMPT];
  if (early) onBeforeInstallPrompt(early);
  const onInstalled = () => {
    deferred = null;
    rememberInstallDismissed('installed');
  };
  win.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    win.removeEventListener('appinstalled', onInstalled);
    deferred = null;
    snapshot = null;
  };
}
