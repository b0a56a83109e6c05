// Writes every static public route as HTML with its content and head tags, from the SSR build of
// src/entry-server.tsx; then the files the `pages` function renders with, the offline page and robots.txt.
// Run by the plugin in vite-prerender.ts at the end of the client build that tools/scripts/build-web.ts starts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { publicRoutes } from './public-routes';
import { NOINDEX_ROUTES, REDIRECTS, SERVER_RENDERED_ROUTES } from '../../src/app/route-table';
import { OFFLINE_PAGE_FILE, offlinePageHtml, titleOf, type PrerenderedPage } from './offline-page';
import { MAINTENANCE_PAGE_FILE, maintenancePageHtml } from './maintenance-page';
import { SITE_CONFIG } from '../../src/config/site-config';
import { SSR_FILES } from '@shared/ssr-files';
import { ssrOutDir } from './ssr-output';
import { buildClinicVCard } from '../../src/features/referral-pack/vcard';
import { paths } from '../../src/paths';
import { APP_SHELL_FILE, appShellHtml } from './app-shell';
import { writeSearchIndex } from './search-index';
import { SEARCH_SHELL_FILE } from '@shared/search/search-files';

const ROOT = new URL('../..', import.meta.url).pathname;
const DIST = process.env.CLINIC_OUT_DIR ? resolve(ROOT, process.env.CLINIC_OUT_DIR) : join(ROOT, 'dist');
/** The server build of src/entry-server.tsx, which the `pages` function deploys with it (decision 0011). */
const SSR_DIR = ssrOutDir();
const SSR_ENTRY = join(SSR_DIR, SSR_FILES.entry);

/**
 * A prerendered page paints from its HTML and CSS alone; its scripts only hydrate it. They are started by
 * /hydrate.js once the page has painted, instead of competing with the stylesheet for a slow connection.
 * The app shell (routes that are not prerendered) keeps the plain tags: it shows nothing without them.
 */
export function hydrateAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('The built index.html has no module entry script.');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let out = html.replace(entry[0], '');
  for (const preload of preloads) out = out.replace(preload[0], '');
  const hrefs = preloads.map((preload) => preload[1]).join(' ');
  return out.replace(
    '</head>',
    `<script src="/hydrate.js" defer data-entry="${entry[1]}" data-preload="${hrefs}"></script></head>`,
  );
}

/** `/` -> index.html; `/team` -> team.html (Hosting's cleanUrls serves it at /team). */
export function outputFile(path: string): string {
  return path === '/' ? join(DIST, 'index.html') : join(DIST, `${path.slice(1)}.html`);
}

export function robots(): string {
  return [
    'User-agent: *',
    `Disallow: ${paths.admin}`,
    `Disallow: ${paths.login}`,
    `Disallow: ${paths.accountAction}`,
    'Disallow: /api/',
    'Disallow: /review/',
    '',
    `Sitemap: ${SITE_CONFIG.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to fill.');
  const { renderDocument } = (await import(pathToFileURL(SSR_ENTRY).href)) as {
    renderDocument: (template: string, url: string) => Promise<{ html: string; head: string }>;
  };
  const routes = publicRoutes();
  const pageTemplate = hydrateAfterPaint(template);
  const prerendered: PrerenderedPage[] = [];
  for (const route of routes) {
    const { html, head } = await renderDocument(pageTemplate, route);
    const file = outputFile(route);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    prerendered.push({ route, title: titleOf(head) });
  }
  // What the `pages` function renders into: the page template, the app shell (sign-in and the admin portal,
  // rendered in the browser) and the route table it answers from (every page with its lastmod for the sitemap,
  // and the redirects), from the browser's own table (src/app/route-table.ts).
  writeFileSync(join(SSR_DIR, SSR_FILES.pageTemplate), pageTemplate);
  writeFileSync(join(SSR_DIR, SSR_FILES.appShell), template);
  // The same shell as a static file for Hosting to serve sign-in and the admin portal itself (tools/build/app-shell.ts).
  writeFileSync(join(DIST, APP_SHELL_FILE), appShellHtml(template));
  const built = new Date().toISOString().slice(0, 10);
  const pages = [...routes, ...SERVER_RENDERED_ROUTES].map((path) => ({
    path,
    lastmod: built,
    indexed: !NOINDEX_ROUTES.includes(path),
  }));
  writeFileSync(join(SSR_DIR, SSR_FILES.routeTable), JSON.stringify({ pages, redirects: REDIRECTS }));
  writeFileSync(join(DIST, OFFLINE_PAGE_FILE), offlinePageHtml(template, prerendered));
  // Maintenance mode's page (decision 0029): served by Hosting and the service worker, and by the `pages` function.
  const maintenance = maintenancePageHtml(template);
  writeFileSync(join(DIST, MAINTENANCE_PAGE_FILE), maintenance);
  writeFileSync(join(SSR_DIR, SSR_FILES.maintenancePage), maintenance);
  // Site search (decision 0026): the bundled pages' documents, and the search page with no query, which the
  // service worker answers `/search?q=…` with offline (it then searches the precached documents itself).
  const index = await writeSearchIndex(DIST, SSR_DIR);
  writeFileSync(join(DIST, SEARCH_SHELL_FILE), (await renderDocument(pageTemplate, paths.search)).html);
  writeFileSync(join(DIST, 'robots.txt'), robots());
  // The clinic's contact card for the GHAP referral pack, from the same site config as the pages.
  writeFileSync(join(DIST, paths.clinicContactCard.slice(1)), buildClinicVCard());
  console.log(
    `prerender: ${routes.length} routes, the server files, robots.txt and ${index.count} search documents in ${Date.now() - started} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(`prerender failed: ${error.stack ?? error.message}`);
    process.exit(1);
  });
}
