// The maintenance page (decision 0029): a static page (no React, so it renders the same whatever URL it answers)
// that tells visitors the site is being updated and how to reach the clinic meanwhile. Hosting serves it at
// /maintenance, the service worker answers navigations with it, and the `pages` function sends it with a 503.
import { SITE_CONFIG } from '../../src/config/site-config';
import { paths } from '../../src/paths';
import {
  MAINTENANCE_PAGE_FILE,
  MAINTENANCE_PATH,
  MAINTENANCE_POLL_MS,
  MAINTENANCE_STATUS_PATH,
} from '@shared/maintenance';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const MAINTENANCE_TITLE = 'We are updating the site';

/**
 * `template` is the built index.html; the app's module script and preloads are removed (nothing here hydrates) and
 * /maintenance.js asks every few seconds whether the site is back, then returns the visitor to where they were.
 */
export function maintenancePageHtml(template: string): string {
  const name = escapeHtml(SITE_CONFIG.clinicName);
  // One large button per number: a target an older visitor's thumb finds, and a tel: link that dials it.
  const phones = SITE_CONFIG.phones
    .map(
      (phone) =>
        `<p><a class="button" href="tel:${escapeHtml(phone.dial)}">Call us at ${escapeHtml(phone.display)}</a></p>`,
    )
    .join('\n');
  const body = `<div class="offline-page">
<header class="offline-page__header"><span class="offline-page__brand">${name}</span></header>
<main id="main" class="container offline-page__main">
<h1>${MAINTENANCE_TITLE}</h1>
<p class="offline-page__lead">Our website is closed for a short while. To book, change an appointment or ask a question, please call the clinic.</p>
${phones}
<p class="offline-page__lead">Our hours: ${escapeHtml(SITE_CONFIG.hours)}.</p>
<p class="offline-page__lead" id="maintenance-status" role="status">This page opens the site again by itself as soon as it is back.</p>
<p><button type="button" class="button button--secondary" id="maintenance-retry">Try again now</button></p>
</main>
</div>`;
  return template
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<title data-ssr>[^<]*<\/title>/, `<title>${MAINTENANCE_TITLE} | ${name}</title>`)
    .replace(/<meta\s+data-ssr\s+name="description"[^>]*>/, '<meta name="robots" content="noindex">')
    .replace(
      '</head>',
      `<script src="/maintenance.js" data-home="${paths.home}" data-page="${MAINTENANCE_PATH}" data-status="${MAINTENANCE_STATUS_PATH}" data-poll-ms="${MAINTENANCE_POLL_MS}" defer></script></head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

export { MAINTENANCE_PAGE_FILE };
