// Global styles first, so component styles imported below can build on them.
import './styles/tokens.css';
import './styles/global.css';
import './styles/buttons.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './features/offline/register-service-worker';
import { captureInstallPrompt } from './features/install/install-prompt';
import { appStore } from './lib/app-store';
import { readPreloadedRecord } from './lib/preloaded-record';
import { keepServerPage } from './lib/server-page';

// Before rendering: Chromium fires its one install event early, and it is not repeated.
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');

const app = (
  <StrictMode>
    {/* A server-rendered blog or location page carries the record it was rendered from. */}
    <App store={appStore} preloaded={readPreloadedRecord(document)} />
  </StrictMode>
);

// The head tags written into the HTML (the server-rendered page's, or the shell's defaults; all marked data-ssr)
// stay while that page is on screen: its pages render no head tags of their own (src/lib/server-page.ts).
// They go once React writes a page's own title (after the first client-side navigation, or at once in the app
// shell), or they would be duplicated and a stale title would win; never before, so the tab is never untitled.
const serverHead = [...document.head.querySelectorAll('[data-ssr]')];
const dropServerHead = () => {
  if (!document.head.querySelector('title:not([data-ssr])')) return false;
  for (const el of serverHead) el.remove();
  return true;
};
if (serverHead.length > 0) {
  const watcher = new MutationObserver(() => {
    if (dropServerHead()) watcher.disconnect();
  });
  watcher.observe(document.head, { childList: true });
}

if (container.hasChildNodes()) {
  keepServerPage(window.location.pathname, window.location.search);
  hydrateRoot(container, app);
} else {
  // The app shell, served for the sign-in page and the admin portal.
  createRoot(container).render(app);
}

registerServiceWorker();
