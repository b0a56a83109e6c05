/**
 * The install offer's code loads with the footer, as the visitor nears it (decision 0016), but Chromium fires its
 * install event once per page load, early, and an install can finish before then too. This part ships with the app
 * and keeps both on the window for the offer to read when it loads (install-prompt.ts), as public/hydrate.js does
 * for an event that fires before the app has started.
 */

/** Chromium's kept `beforeinstallprompt` event. */
export const EARLY_INSTALL_PROMPT = '__clinicInstallPrompt';
/** Set once `appinstalled` has fired on this page. */
export const APP_INSTALLED = '__clinicAppInstalled';

export type KeptInstallState = { [EARLY_INSTALL_PROMPT]?: Event; [APP_INSTALLED]?: boolean };

/** Starts keeping the install event (and suppresses the browser's own banner); call once at startup. */
export function keepInstallPrompt(win: Window = window): void {
  const kept = win as Window & KeptInstallState;
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept[EARLY_INSTALL_PROMPT] = event;
  });
  win.addEventListener('appinstalled', () => {
    kept[APP_INSTALLED] = true;
    delete kept[EARLY_INSTALL_PROMPT];
  });
}
