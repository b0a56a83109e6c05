// Global styles first, so component styles imported below can build on them.
import './styles/tokens.css';
import './styles/global.css';
import './styles/buttons.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './features/offline/register-service-worker';
import { keepInstallPrompt } from './features/install/keep-install-prompt';
import { installErrorReporting } from './features/error-reporting/install-error-reporting';
import { watchMaintenance } from './features/maintenance/watch-maintenance';
import { appStore } from './lib/app-store';
import { readPreloadedRecord } from './rendering/preloaded-record';
import { keepServerHeadUntilClientTitle } from './rendering/server-head';
import { keepServerPage } from './rendering/server-page';

// First: errors from here on are kept until the reporter loads, once the page is idle (decision 0020).
installErrorReporting();
// Before rendering: Chromium fires its one install event early, and it is not repeated; the install offer, which
// loads with the footer, takes it from there.
keepInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');

const app = (
  <StrictMode>
    {/* A server-rendered blog or location page carries the record it was rendered from. */}
    <App store={appStore} preloaded={readPreloadedRecord(document)} />
  </StrictMode>
);

keepServerHeadUntilClientTitle(document.head);

if (container.hasChildNodes()) {
  keepServerPage(window.location.pathname, window.location.search);
  hydrateRoot(container, app);
} else {
  // The app shell, served for the sign-in page and the admin portal.
  createRoot(container).render(app);
}

registerServiceWorker();
// A static page cannot be replaced by the server at run time: it asks whether the site is in maintenance.
watchMaintenance();
